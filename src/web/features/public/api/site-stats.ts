import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteStats } from '@shared/api/public-site';
import { api } from '@web/lib/api';

export function fetchSiteStats(signal?: AbortSignal): Promise<SiteStats> {
  return api.get('/api/site/stats', { signal });
}

export const siteStatsQueryOptions = queryOptions({
  queryKey: ['site', 'stats'] as const,
  queryFn: ({ signal }) => fetchSiteStats(signal),
  staleTime: 5 * 60_000,
});

export function useSiteStats() {
  return useQuery(siteStatsQueryOptions);
}
