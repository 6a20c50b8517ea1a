import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReachPreferences } from '@shared/api/reach';
import { apiClient } from '@web/lib/api-client';

/** The player's reminder, digest and push switches (GET/PATCH /api/me/reach, issue 32). */
export const reachPreferencesQueryOptions = queryOptions({
  queryKey: ['account', 'reach'] as const,
  queryFn: ({ signal }) => apiClient.get<ReachPreferences>('/api/me/reach', { signal }),
  staleTime: 60_000,
});

export function useReachPreferences() {
  return useQuery(reachPreferencesQueryOptions);
}

export function useUpdateReachPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<ReachPreferences>) => apiClient.patch<ReachPreferences>('/api/me/reach', change),
    onSuccess: (prefs) => queryClient.setQueryData(reachPreferencesQueryOptions.queryKey, prefs),
  });
}
