import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEventDetail } from '@shared/api/admin-events';
import { apiClient } from '@web/lib/api-client';
import { adminKeys } from './keys';

export function fetchAdminEvent(id: number, signal?: AbortSignal): Promise<AdminEventDetail> {
  return apiClient.get<AdminEventDetail>(`/api/admin/events/${id}`, { signal });
}

export const adminEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.event(id),
    queryFn: ({ signal }) => fetchAdminEvent(id, signal),
  });

export function useAdminEvent(id: number) {
  return useQuery(adminEventQueryOptions(id));
}
