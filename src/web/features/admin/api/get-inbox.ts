import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxFilter, InboxList } from '@shared/api/admin-inbox';
import { api } from '@web/lib/api';
import { adminKeys } from './keys';

export function fetchInbox(status: InboxFilter, signal?: AbortSignal): Promise<InboxList> {
  return api.get('/api/admin/contact-messages', { query: { status, limit: 100 }, signal });
}

export const inboxQueryOptions = (status: InboxFilter) =>
  queryOptions({
    queryKey: adminKeys.inbox(status),
    queryFn: ({ signal }) => fetchInbox(status, signal),
  });

export function useInbox(status: InboxFilter) {
  return useQuery(inboxQueryOptions(status));
}
