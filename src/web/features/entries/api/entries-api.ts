import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

// Entry lists change a few times before a rally; a minute of freshness, revalidated cheaply by ETag.
const STALE_MS = 60_000;

export const entryKeys = {
  next: ['entries', 'next'] as const,
  event: (id: number) => ['entries', 'event', id] as const,
};

export const nextEntriesQueryOptions = queryOptions({
  queryKey: entryKeys.next,
  queryFn: ({ signal }) => api.get('/api/events/next/entries', { signal }),
  staleTime: STALE_MS,
});

/** The next rally and its entry list: shared by the market, team, driver and dashboard marks (one request). */
export function useNextEntries() {
  return useQuery(nextEntriesQueryOptions);
}

export function useEventEntries(id: number) {
  return useQuery({
    queryKey: entryKeys.event(id),
    queryFn: async ({ signal }) => (await api.get('/api/events/:id/entries', { params: { id }, signal })).entries,
    staleTime: STALE_MS,
  });
}
