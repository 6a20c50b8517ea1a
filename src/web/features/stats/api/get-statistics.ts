import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const statisticsQueryOptions = queryOptions({
  queryKey: ['me', 'statistics'] as const,
  queryFn: ({ signal }) => api.get('/api/me/statistics', { signal }),
  // Team, league and prediction changes happen on other screens: show the cached view, then refresh on every visit.
  staleTime: 0,
});

export function useStatistics() {
  return useQuery(statisticsQueryOptions);
}
