import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamBody, FantasyTeam, MyTeamResponse, TeamResponse, TransfersResponse } from '@shared/api/fantasy';
import { apiClient } from '../api-client';

/**
 * The signed-in user's fantasy team and the writes on it. It lives in lib/ because the team page, the
 * market and the driver detail "Add to Team" button all read and change it, and features may not import
 * each other. Every query key sits under `fantasyKeys.all` / `marketKeys.all` so a write can invalidate
 * whole families without hand-typed keys.
 */
export const fantasyKeys = {
  all: ['fantasy'] as const,
  team: () => [...fantasyKeys.all, 'team'] as const,
  transfers: () => [...fantasyKeys.all, 'transfers'] as const,
};

/** Root of every market query (the market feature builds its keys on it); a purchase changes the list. */
export const marketKeys = {
  all: ['market'] as const,
  drivers: () => [...marketKeys.all, 'drivers'] as const,
  trends: () => [...marketKeys.all, 'trends'] as const,
};

export async function fetchMyTeam(signal?: AbortSignal): Promise<FantasyTeam | null> {
  const body = await apiClient.get<MyTeamResponse>('/api/fantasy/team', { signal });
  return body.team;
}

export const myTeamQueryOptions = queryOptions({
  queryKey: fantasyKeys.team(),
  queryFn: ({ signal }) => fetchMyTeam(signal),
});

export function useMyTeam() {
  return useQuery(myTeamQueryOptions);
}

export async function fetchMyTransfers(signal?: AbortSignal): Promise<TransfersResponse['transfers']> {
  const body = await apiClient.get<TransfersResponse>('/api/fantasy/team/transfers', { signal });
  return body.transfers;
}

export const myTransfersQueryOptions = queryOptions({
  queryKey: fantasyKeys.transfers(),
  queryFn: ({ signal }) => fetchMyTransfers(signal),
});

export function useMyTransfers(enabled = true) {
  return useQuery({ ...myTransfersQueryOptions, enabled });
}

export async function createTeam(body: CreateTeamBody): Promise<FantasyTeam> {
  const res = await apiClient.post<TeamResponse>('/api/fantasy/team', body);
  return res.team;
}

export async function purchaseDriver(driverId: number): Promise<FantasyTeam> {
  const res = await apiClient.post<TeamResponse>('/api/fantasy/team/drivers', { driverId });
  return res.team;
}

export async function removeDriver(driverId: number): Promise<FantasyTeam> {
  const res = await apiClient.delete<TeamResponse>(`/api/fantasy/team/drivers/${driverId}`);
  return res.team;
}

/** After any team write: the team itself, its transfers and the market list (owned drivers leave it). */
function useInvalidateTeamAndMarket() {
  const queryClient = useQueryClient();
  return (team: FantasyTeam) => {
    // The server answers with the fresh team, so the cache shows it at once; the rest refetches.
    queryClient.setQueryData(myTeamQueryOptions.queryKey, team);
    // Not awaited on purpose: TanStack runs a `mutate(..., { onSuccess })` callback only after this hook
    // settles, and if it waited for the refetch the new market list (without the bought driver) would
    // unmount his row first, so the row's "Added!" and the market's pin would never happen.
    void queryClient.invalidateQueries({ queryKey: fantasyKeys.all });
    void queryClient.invalidateQueries({ queryKey: marketKeys.all });
  };
}

export function useCreateTeam() {
  const onSuccess = useInvalidateTeamAndMarket();
  return useMutation({ mutationFn: createTeam, onSuccess });
}

export function usePurchaseDriver() {
  const onSuccess = useInvalidateTeamAndMarket();
  return useMutation({ mutationFn: purchaseDriver, onSuccess });
}

export function useRemoveDriver() {
  const onSuccess = useInvalidateTeamAndMarket();
  return useMutation({ mutationFn: removeDriver, onSuccess });
}
