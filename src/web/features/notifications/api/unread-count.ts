import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const body = await api.get('/api/notifications/unread-count', { signal });
  return Number.isFinite(body.count) ? Math.max(0, Math.trunc(body.count)) : 0;
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: ['notifications', 'unread-count'] as const,
  queryFn: ({ signal }) => fetchUnreadCount(signal),
  // The bell is a hint, not a live feed: a minute-old count is fine and saves requests.
  staleTime: 60_000,
  refetchInterval: 120_000,
  retry: false,
});

/** Unread count for the bell; 0 while loading or when the call fails, so no badge is shown then. */
export function useUnreadCount(enabled: boolean): number {
  const query = useQuery({ ...unreadCountQueryOptions, enabled });
  return query.data ?? 0;
}
