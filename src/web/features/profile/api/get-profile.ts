import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@shared/api/players';
import { apiClient } from '@web/lib/api-client';

export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profiles', userId] as const,
    queryFn: ({ signal }) => apiClient.get<ProfileResponse>(`/api/profiles/${encodeURIComponent(userId)}`, { signal }),
    // A 404 is an answer ("Profile Not Found"), not a hiccup to retry.
    retry: false,
    staleTime: 0,
  });

export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
