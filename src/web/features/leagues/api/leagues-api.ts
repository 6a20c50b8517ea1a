import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLeagueBody,
  InviteCodeResponse,
  LeagueDetail,
  LeagueFixturesResponse,
  LeagueListResponse,
  LeagueResponse,
  LeagueScope,
  LeaveLeagueResponse,
  UpdateLeagueBody,
} from '@shared/api/leagues';
import { apiClient } from '@web/lib/api-client';

/** Every league query sits under `leagueKeys.all`, so any membership change can refresh them all at once. */
export const leagueKeys = {
  all: ['leagues'] as const,
  list: (scope: LeagueScope, search: string) => [...leagueKeys.all, 'list', scope, search] as const,
  detail: (id: number) => [...leagueKeys.all, 'detail', id] as const,
  settings: (id: number) => [...leagueKeys.all, 'settings', id] as const,
  fixtures: (id: number) => [...leagueKeys.all, 'fixtures', id] as const,
};

export async function fetchLeagues(scope: LeagueScope, search: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ scope });
  if (search) params.set('search', search);
  return (await apiClient.get<LeagueListResponse>(`/api/leagues?${params.toString()}`, { signal })).leagues;
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
    queryFn: async ({ signal }) => (await apiClient.get<LeagueResponse>(`/api/leagues/${id}`, { signal })).league,
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
    queryFn: async ({ signal }) => apiClient.get<LeagueFixturesResponse>(`/api/leagues/${id}/fixtures`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

export const leagueSettingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: leagueKeys.settings(id),
    queryFn: async ({ signal }) => (await apiClient.get<LeagueResponse>(`/api/leagues/${id}/settings`, { signal })).league,
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
    mutationFn: async (body: CreateLeagueBody) => (await apiClient.post<LeagueResponse>('/api/leagues', body)).league,
    onSuccess: done,
  });
}

export function useJoinByCode() {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async (code: string) => (await apiClient.post<LeagueResponse>('/api/leagues/join', { code })).league,
    onSuccess: done,
  });
}

export function useJoinLeague() {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async (id: number) => (await apiClient.post<LeagueResponse>(`/api/leagues/${id}/join`, {})).league,
    onSuccess: done,
  });
}

export function useLeaveLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => apiClient.post<LeaveLeagueResponse>(`/api/leagues/${id}/leave`, {}),
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
    mutationFn: async (body: UpdateLeagueBody) => (await apiClient.patch<LeagueResponse>(`/api/leagues/${id}`, body)).league,
    onSuccess: done,
  });
}

export function useRegenerateInviteCode(id: number) {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async () => (await apiClient.post<InviteCodeResponse>(`/api/leagues/${id}/invite-code`, {})).inviteCode,
    onSuccess: () => done(),
  });
}

export function useRemoveMember(id: number) {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await apiClient.delete<LeagueResponse>(`/api/leagues/${id}/members/${encodeURIComponent(userId)}`)).league,
    onSuccess: done,
  });
}

export function useSetMemberAdmin(id: number) {
  const done = useLeagueWriteDone();
  return useMutation({
    mutationFn: async ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      (await apiClient.patch<LeagueResponse>(`/api/leagues/${id}/members/${encodeURIComponent(userId)}`, { isAdmin })).league,
    onSuccess: done,
  });
}

export function useDeleteLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => apiClient.delete<{ deleted: true }>(`/api/leagues/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: leagueKeys.detail(id) });
      queryClient.removeQueries({ queryKey: leagueKeys.settings(id) });
      void queryClient.invalidateQueries({ queryKey: leagueKeys.all });
    },
  });
}
