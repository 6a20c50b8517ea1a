import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamBody, FantasyTeam, TransfersResponse } from '@shared/api/fantasy';
import { api } from '@web/lib/api';

/**
 * The signed-in user's fantasy team: its reads and the writes the team page makes. Other features (the
 * market's purchase, the dashboard) use it through this feature's index.ts.
 */
export const teamKeys = {
  all: ['fantasy'] as const,
  team: () => [...teamKeys.all, 'team'] as const,
  transfers: () => [...teamKeys.all, 'transfers'] as const,
};

export async function fetchMyTeam(signal?: AbortSignal): Promise<FantasyTeam | null> {
  const body = await api.get('/api/fantasy/team', { signal });
  return body.team;
}

export const myTeamQueryOptions = queryOptions({
  queryKey: teamKeys.team(),
  queryFn: ({ signal }) => fetchMyTeam(signal),
});

export function useMyTeam() {
  return useQuery(myTeamQueryOptions);
}

export async function fetchMyTransfers(signal?: AbortSignal): Promise<TransfersResponse['transfers']> {
  const body = await api.get('/api/fantasy/team/transfers', { signal });
  return body.transfers;
}

export const myTransfersQueryOptions = queryOptions({
  queryKey: teamKeys.transfers(),
  queryFn: ({ signal }) => fetchMyTransfers(signal),
});

export function useMyTransfers(enabled = true) {
  return useQuery({ ...myTransfersQueryOptions, enabled });
}

export async function createTeam(body: CreateTeamBody): Promise<FantasyTeam> {
  const res = await api.post('/api/fantasy/team', { body });
  return res.team;
}

export async function removeDriver(driverId: number): Promise<FantasyTeam> {
  const res = await api.delete('/api/fantasy/team/drivers/:driverId', { params: { driverId } });
  return res.team;
}

/** Names the captain (docs/game-rules.md §5.4), or clears it with `null`; the answer is the fresh team. */
export async function setCaptain(driverId: number | null): Promise<FantasyTeam> {
  const res =
    driverId === null
      ? await api.delete('/api/fantasy/team/captain')
      : await api.put('/api/fantasy/team/captain', { body: { driverId } });
  return res.team;
}

/**
 * A team write answers with the whole fresh team: it goes straight into the cache (no re-read). The
 * transfer list is not in the answer, so it is only marked stale; an open team page refetches it, a closed
 * one costs nothing.
 */
export function useWriteTeam() {
  const queryClient = useQueryClient();
  return (team: FantasyTeam) => {
    queryClient.setQueryData(myTeamQueryOptions.queryKey, team);
    void queryClient.invalidateQueries({ queryKey: teamKeys.transfers() });
  };
}

export function useCreateTeam() {
  const onSuccess = useWriteTeam();
  return useMutation({ mutationFn: createTeam, onSuccess });
}

export function useRemoveDriver() {
  const onSuccess = useWriteTeam();
  return useMutation({ mutationFn: removeDriver, onSuccess });
}

export function useSetCaptain() {
  const onSuccess = useWriteTeam();
  return useMutation({ mutationFn: setCaptain, onSuccess });
}
