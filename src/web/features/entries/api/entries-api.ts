import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventEntryList, NextEntries } from '@shared/api/entries';
import { apiClient } from '@web/lib/api-client';

// Entry lists change a few times before a rally; a minute of freshness, revalidated cheaply by ETag.
const STALE_MS = 60_000;

export const entryKeys = {
  next: ['entries', 'next'] as const,
  event: (id: number) => ['entries', 'event', id] as const,
};

export const nextEntriesQueryOptions = queryOptions({
  queryKey: entryKeys.next,
  queryFn: ({ signal }) => apiClient.get<NextEntries>('/api/events/next/entries', { signal }),
  staleTime: STALE_MS,
});

/** The next rally and its entry list: shared by the market, team, driver and dashboard marks (one request). */
export function useNextEntries() {
  return useQuery(nextEntriesQueryOptions);
}

export function useEventEntries(id: number) {
  return useQuery({
    queryKey: entryKeys.event(id),
    queryFn: async ({ signal }) => (await apiClient.get<EventEntryList>(`/api/events/${id}/entries`, { signal })).entries,
    staleTime: STALE_MS,
  });
}
