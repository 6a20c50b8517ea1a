import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BadgeEvent } from '@shared/api/public-site';
import { api } from '@web/lib/api';

export async function fetchNextEvent(signal?: AbortSignal): Promise<BadgeEvent | null> {
  const body = await api.get('/api/site/next-event', { signal });
  return body.event ?? null;
}

export const nextEventQueryOptions = queryOptions({
  queryKey: ['site', 'next-event'] as const,
  queryFn: ({ signal }) => fetchNextEvent(signal),
  // Events change status a few times a week; five minutes keeps a tab left open honest without polling hard.
  // A running rally ends whenever its results are published: a signed-in tab hears it on the live stream
  // (a `final` message refreshes every query), a visitor's tab has no stream and asks every minute instead.
  // The server answers with no-cache and an ETag, so a poll that finds nothing new costs a 304.
  staleTime: 60_000,
  refetchInterval: (query) => (query.state.data?.status === 'active' ? 60_000 : 5 * 60_000),
});

/** The event for the floating badge; undefined while loading, null when none is scheduled or the call fails. */
export function useNextEvent(): BadgeEvent | null | undefined {
  const query = useQuery(nextEventQueryOptions);
  if (query.isError) return null;
  return query.data;
}
