import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { LIVE_KEY_ROOT } from '@web/lib/api/live-status';

/**
 * The live weekend's reads (issue 29). Each is refreshed by the tab's live stream when a stage is published, not
 * by a timer: the stream invalidates `liveKeys.all` (components/live-updates.tsx).
 */
export const liveKeys = {
  all: LIVE_KEY_ROOT,
  event: (eventId: number) => [...LIVE_KEY_ROOT, 'event', eventId] as const,
  myTeam: (eventId: number) => [...LIVE_KEY_ROOT, 'event', eventId, 'me'] as const,
  league: (leagueId: number) => [...LIVE_KEY_ROOT, 'league', leagueId] as const,
};

// Between stages nothing changes: no refetch on focus or remount beyond what the stream asks for.
const STALE_MS = 5 * 60_000;

export const liveEventQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: liveKeys.event(eventId),
    queryFn: ({ signal }) => api.get('/api/events/:id/live', { params: { id: eventId }, signal }),
    staleTime: STALE_MS,
  });

export function useLiveEvent(eventId: number) {
  return useQuery(liveEventQueryOptions(eventId));
}

export const myLiveTeamQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: liveKeys.myTeam(eventId),
    queryFn: ({ signal }) => api.get('/api/events/:id/live/me', { params: { id: eventId }, signal }),
    staleTime: STALE_MS,
  });

export function useMyLiveTeam(eventId: number) {
  return useQuery(myLiveTeamQueryOptions(eventId));
}

export const leagueLiveQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: liveKeys.league(leagueId),
    queryFn: ({ signal }) => api.get('/api/leagues/:id/live', { params: { id: leagueId }, signal }),
    staleTime: STALE_MS,
  });

export function useLeagueLive(leagueId: number, enabled = true) {
  return useQuery({ ...leagueLiveQueryOptions(leagueId), enabled });
}
