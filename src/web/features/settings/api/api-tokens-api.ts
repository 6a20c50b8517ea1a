import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenList, CreatedApiToken } from '@shared/api/api-tokens';
import { apiClient } from '@web/lib/api-client';

/** The player's personal API tokens (issue 34): listed without secrets, created (secret shown once), revoked. */
export const apiTokensQueryOptions = queryOptions({
  queryKey: ['account', 'api-tokens'] as const,
  queryFn: ({ signal }) => apiClient.get<ApiTokenList>('/api/me/api-tokens', { signal }),
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiClient.post<CreatedApiToken>('/api/me/api-tokens', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions.queryKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<void>(`/api/me/api-tokens/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions.queryKey }),
  });
}
