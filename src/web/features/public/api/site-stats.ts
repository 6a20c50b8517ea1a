import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteStats } from '@shared/api/public-site';
import { apiClient } from '@web/lib/api-client';

export function fetchSiteStats(signal?: AbortSignal): Promise<SiteStats> {
  return apiClient.get<SiteStats>('/api/site/stats', { signal });
}

export const siteStatsQueryOptions = queryOptions({
  queryKey: ['site', 'stats'] as const,
  queryFn: ({ signal }) => fetchSiteStats(signal),
  staleTime: 5 * 60_000,
});

export function useSiteStats() {
  return useQuery(siteStatsQueryOptions);
}
