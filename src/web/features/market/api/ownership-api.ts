import { queryOptions, useQuery } from '@tanstack/react-query';
import { OWNERSHIP_MAX_AGE_MS } from '@shared/constants/game';
import { api } from '@web/lib/api';

export const ownershipQueryOptions = queryOptions({
  queryKey: ['market', 'ownership'] as const,
  queryFn: ({ signal }) => api.get('/api/market/ownership', { signal }),
  // The server counts once a minute (docs/decisions/0208): asking sooner would get the same figures.
  staleTime: OWNERSHIP_MAX_AGE_MS,
});

/** Every driver's ownership now and at the last lock (docs/game-rules.md §9.11). */
export function useOwnership() {
  return useQuery(ownershipQueryOptions);
}
