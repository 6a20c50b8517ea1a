import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReachPreferences } from '@shared/api/reach';
import { api } from '@web/lib/api';

/** The player's reminder, digest and push switches (GET/PATCH /api/me/reach, issue 32). */
export const reachPreferencesQueryOptions = queryOptions({
  queryKey: ['account', 'reach'] as const,
  queryFn: ({ signal }) => api.get('/api/me/reach', { signal }),
  staleTime: 60_000,
});

export function useReachPreferences() {
  return useQuery(reachPreferencesQueryOptions);
}

export function useUpdateReachPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<ReachPreferences>) => api.patch('/api/me/reach', { body: change }),
    onSuccess: (prefs) => queryClient.setQueryData(reachPreferencesQueryOptions.queryKey, prefs),
  });
}
