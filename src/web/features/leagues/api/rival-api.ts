import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { leagueKeys } from './leagues-api';

/** A fellow member's team beside mine (issue 31 part 4); `eventId` null: the latest locked event. */
export const rivalQueryOptions = (leagueId: number, userId: string, eventId: number | null) =>
  queryOptions({
    queryKey: [...leagueKeys.all, 'rival', leagueId, userId, eventId] as const,
    queryFn: ({ signal }) =>
      api.get('/api/leagues/:id/members/:userId/team', {
        params: { id: leagueId, userId },
        query: { eventId: eventId ?? undefined },
        signal,
      }),
    // A 403/404 is an answer: show it at once.
    retry: false,
  });

export function useRival(leagueId: number, userId: string, eventId: number | null) {
  return useQuery({
    ...rivalQueryOptions(leagueId, userId, eventId),
    enabled: Number.isInteger(leagueId) && leagueId > 0 && userId.length > 0,
    // Switching events keeps the last one on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
