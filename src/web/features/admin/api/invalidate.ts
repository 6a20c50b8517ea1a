import type { QueryClient } from '@tanstack/react-query';

/**
 * After an edit of championship data (events, stages, entries, results) every cached read may be stale:
 * the calendar, the event pages, the badge, standings, the market. Their keys belong to other features,
 * so rather than list them here we mark everything stale; only the queries on screen refetch, and the
 * server's ETags make each refetch a cheap 304 when nothing changed.
 */
export function invalidateAfterChampionshipEdit(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
