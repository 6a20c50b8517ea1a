import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxFilter, InboxList } from '@shared/api/admin-inbox';
import { apiClient } from '@web/lib/api-client';
import { adminKeys } from './keys';

export function fetchInbox(status: InboxFilter, signal?: AbortSignal): Promise<InboxList> {
  return apiClient.get<InboxList>(`/api/admin/contact-messages?status=${status}&limit=100`, { signal });
}

export const inboxQueryOptions = (status: InboxFilter) =>
  queryOptions({
    queryKey: adminKeys.inbox(status),
    queryFn: ({ signal }) => fetchInbox(status, signal),
  });

export function useInbox(status: InboxFilter) {
  return useQuery(inboxQueryOptions(status));
}
