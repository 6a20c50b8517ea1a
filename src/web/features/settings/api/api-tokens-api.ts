import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** The player's personal API tokens (issue 34): listed without secrets, created (secret shown once), revoked. */
export const apiTokensQueryOptions = queryOptions({
  queryKey: ['account', 'api-tokens'] as const,
  queryFn: ({ signal }) => api.get('/api/me/api-tokens', { signal }),
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post('/api/me/api-tokens', { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions.queryKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/api/me/api-tokens/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions.queryKey }),
  });
}
