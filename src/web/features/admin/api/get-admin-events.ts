import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEvent, AdminEventList } from '@shared/api/admin-events';
import { apiClient } from '@web/lib/api-client';
import { adminKeys } from './keys';

export async function fetchAdminEvents(signal?: AbortSignal): Promise<AdminEvent[]> {
  return (await apiClient.get<AdminEventList>('/api/admin/events', { signal })).events;
}

export const adminEventsQueryOptions = queryOptions({
  queryKey: adminKeys.events(),
  queryFn: ({ signal }) => fetchAdminEvents(signal),
});

export function useAdminEvents() {
  return useQuery(adminEventsQueryOptions);
}
