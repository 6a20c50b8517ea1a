import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEvent } from '@shared/api/admin-events';
import { api } from '@web/lib/api';
import { adminKeys } from './keys';

export async function fetchAdminEvents(signal?: AbortSignal): Promise<AdminEvent[]> {
  return (await api.get('/api/admin/events', { signal })).events;
}

export const adminEventsQueryOptions = queryOptions({
  queryKey: adminKeys.events(),
  queryFn: ({ signal }) => fetchAdminEvents(signal),
});

export function useAdminEvents() {
  return useQuery(adminEventsQueryOptions);
}
