import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@shared/api/players';
import { apiClient } from '@web/lib/api-client';

export const statisticsQueryOptions = queryOptions({
  queryKey: ['me', 'statistics'] as const,
  queryFn: ({ signal }) => apiClient.get<StatsResponse>('/api/me/statistics', { signal }),
  // Team, league and prediction changes happen on other screens: show the cached view, then refresh on every visit.
  staleTime: 0,
});

export function useStatistics() {
  return useQuery(statisticsQueryOptions);
}
