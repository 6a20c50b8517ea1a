import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEventDetail } from '@shared/api/admin-events';
import { api } from '@web/lib/api';
import { adminKeys } from './keys';

export function fetchAdminEvent(id: number, signal?: AbortSignal): Promise<AdminEventDetail> {
  return api.get('/api/admin/events/:id', { params: { id }, signal });
}

export const adminEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.event(id),
    queryFn: ({ signal }) => fetchAdminEvent(id, signal),
  });

export function useAdminEvent(id: number) {
  return useQuery(adminEventQueryOptions(id));
}
