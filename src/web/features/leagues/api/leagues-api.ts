import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLeagueBody, LeagueDetail, LeagueScope, UpdateLeagueBody } from '@shared/api/leagues';
import { api } from '@web/lib/api';

/** Every league query sits under `leagueKeys.all`, so any membership change can refresh them all at once. */
export const leagueKeys = {
  all: ['leagues'] as const,
  list: (scope: LeagueScope, search: string) => [...leagueKeys.all, 'list', scope, search] as const,
  detail: (id: number) => [...leagueKeys.all, 'detail', id] as const,
  settings: (id: number) => [...leagueKeys.all, 'settings', id] as const,
  fixtures: (id: number) => [...leagueKeys.all, 'fixtures', id] as const,
};

export async function fetchLeagues(scope: LeagueScope, search: string, signal?: AbortSignal) {
  return (await api.get('/api/leagues', { query: { scope, search: search || undefined }, signal })).leagues;
}

export const leaguesQueryOptions = (scope: LeagueScope, search: string) =>
  queryOptions({
    queryKey: leagueKeys.list(scope, search),
    queryFn: ({ signal }) => fetchLeagues(scope, search, signal),
  });

export function useLeagues(scope: LeagueScope, search: string) {
  // While a new search runs, the last list stays on screen instead of flashing skeletons on every keystroke.
  return useQuery({ ...leaguesQueryOptions(scope, search), placeholderData: keepPreviousData });
}

export const leagueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: leagueKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get('/api/leagues/:id', { params: { id }, signal })).league,
    // A 404/403 is an answer, not a hiccup: show "League Not Found" at once.
    retry: false,
  });

export function useLeague(id: number) {
  return useQuery({ ...leagueQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/** A head-to-head league's rounds, records and the caller's next opponent (asked for only for that format). */
export function useLeagueFixtures(id: number | null) {
  return useQuery({
    queryKey: leagueKeys.fixtures(id ?? 0),
    // Asked only when there is an id (enabled below).
    queryFn: async ({ signal }) => api.get('/api/leagues/:id/fixtures', { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
  });
}

export const leagueSettingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: leagueKeys.settings(id),
    queryFn: async ({ signal }) => (await api.get('/api/leagues/:id/settings', { params: { id }, signal })).league,
    retry: false,
  });

export function useLeagueSettings(id: number) {
  return useQuery({ ...leagueSettingsQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

/** After any league write: the cached detail is replaced by the server's answer, everything else refetches. */
function useLeagueWriteDone() {
  const queryClient = useQueryClient();
  return (league?: LeagueDetail) => {
    if (league) queryClient.setQueryData(leagueKeys.detail(league.id), league);
    void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
  };
}

export function useCreateLeague() {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async (body: CreateLeagueBody) => (await api.post('/api/leagues', { body })).league,
    onSuccess: done,
  });
}

export function useJoinByCode() {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async (code: string) => (await api.post('/api/leagues/join', { body: { code } })).league,
    onSuccess: done,
  });
}

export function useJoinLeague() {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async (id: number) => (await api.post('/api/leagues/:id/join', { params: { id } })).league,
    onSuccess: done,
  });
}

export function useLeaveLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.post('/api/leagues/:id/leave', { params: { id } }),
    onSuccess: (_result, id) => {
      // The page is left right after; drop its cache so a private league is not shown from memory.
      queryClient.removeQueries({ queryKey: leagueKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}

export function useUpdateLeague(id: number) {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async (body: UpdateLeagueBody) => (await api.patch('/api/leagues/:id', { params: { id }, body })).league,
    onSuccess: done,
  });
}

export function useRegenerateInviteCode(id: number) {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async () => (await api.post('/api/leagues/:id/invite-code', { params: { id } })).inviteCode,
    onSuccess: () => done(),
  });
}

export function useRemoveMember(id: number) {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await api.delete('/api/leagues/:id/members/:userId', { params: { id, userId } })).league,
    onSuccess: done,
  });
}

export function useSetMemberAdmin(id: number) {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      (await api.patch('/api/leagues/:id/members/:userId', { params: { id, userId }, body: { isAdmin } })).league,
    onSuccess: done,
  });
}

export function useDeleteLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete('/api/leagues/:id', { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: leagueKeys.detail(id) });
      queryClient.removeQueries({ queryKey: leagueKeys.settings(id) });
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}
