import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@shared/api/players';
import { apiClient } from '@web/lib/api-client';

export type DashboardData = DashboardResponse & { clockOffsetMs: number };

export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardData> {
  const body = await apiClient.get<DashboardResponse>('/api/me/dashboard', { signal });
  // How far this device's clock is behind the database's, so the countdown is right on a wrong clock.
  return { ...body, clockOffsetMs: Date.parse(body.serverTime) - Date.now() };
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
