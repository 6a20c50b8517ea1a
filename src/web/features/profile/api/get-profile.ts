import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profiles', userId] as const,
    queryFn: ({ signal }) => api.get('/api/profiles/:userId', { params: { userId }, signal }),
    // A 404 is an answer ("Profile Not Found"), not a hiccup to retry.
    retry: false,
    staleTime: 0,
  });

export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
