import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_PATHS } from '@shared/api/live-constants';
import type { LeagueLiveResponse, LiveEventResponse, MyLiveTeamResponse } from '@shared/api/live';
import { apiClient } from '@web/lib/api-client';
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
    queryFn: ({ signal }) => apiClient.get<LiveEventResponse>(LIVE_PATHS.event(eventId), { signal }),
    staleTime: STALE_MS,
  });

export function useLiveEvent(eventId: number) {
  return useQuery(liveEventQueryOptions(eventId));
}

export const myLiveTeamQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: liveKeys.myTeam(eventId),
    queryFn: ({ signal }) => apiClient.get<MyLiveTeamResponse>(LIVE_PATHS.myTeam(eventId), { signal }),
    staleTime: STALE_MS,
  });

export function useMyLiveTeam(eventId: number) {
  return useQuery(myLiveTeamQueryOptions(eventId));
}

export const leagueLiveQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: liveKeys.league(leagueId),
    queryFn: ({ signal }) => apiClient.get<LeagueLiveResponse>(LIVE_PATHS.league(leagueId), { signal }),
    staleTime: STALE_MS,
  });

export function useLeagueLive(leagueId: number, enabled = true) {
  return useQuery({ ...leagueLiveQueryOptions(leagueId), enabled });
}
