import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@shared/api/players';
import { api } from '@web/lib/api';
import { adoptServerTime, deviceNow } from '@web/lib/clock';

export type DashboardData = DashboardResponse;

export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const sentAt = deviceNow();
  const body = await api.get('/api/me/dashboard', { signal });
  // The answer carries the database's time: the countdown is right on a device whose clock is wrong.
  adoptServerTime(body.serverTime, sentAt);
  return body;
}

export const dashboardQueryOptions = queryOptions({
  queryKey: ['me', 'dashboard'] as const,
  queryFn: ({ signal }) => fetchDashboard(signal),
  // Team, league and prediction changes happen on other screens: show the cached view, then refresh on every visit.
  staleTime: 0,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
