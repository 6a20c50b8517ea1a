import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamResponse } from '@shared/api/fantasy';
import type { MarketDriver, MarketTrend } from '@shared/api/market';
import { api } from '@web/lib/api';
import { useWriteTeam } from '@web/features/team';

export const marketKeys = {
  all: ['market'] as const,
  drivers: () => [...marketKeys.all, 'drivers'] as const,
  trends: () => [...marketKeys.all, 'trends'] as const,
};

export async function fetchMarketDrivers(signal?: AbortSignal): Promise<MarketDriver[]> {
  const body = await api.get('/api/market/drivers', { signal });
  return body.drivers;
}

export const marketDriversQueryOptions = queryOptions({
  queryKey: marketKeys.drivers(),
  queryFn: ({ signal }) => fetchMarketDrivers(signal),
  // The list leaves out the player's own drivers, so a driver removed on the team page must reappear:
  // opening the market always asks again (a purchase made here updates the cache itself, see below).
  staleTime: 0,
});

export function useMarketDrivers() {
  return useQuery(marketDriversQueryOptions);
}

export async function fetchMarketTrends(signal?: AbortSignal): Promise<MarketTrend[]> {
  const body = await api.get('/api/market/trends', { signal });
  return body.trends;
}

export const marketTrendsQueryOptions = queryOptions({
  queryKey: marketKeys.trends(),
  queryFn: ({ signal }) => fetchMarketTrends(signal),
  // Prices move only when an event is scored.
  staleTime: 5 * 60_000,
});

export function useMarketTrends() {
  return useQuery(marketTrendsQueryOptions);
}

export interface PurchaseRequest {
  driverId: number;
  /** Asks the server to refuse a purchase that strands free seats, so the player confirms it (docs/decisions/0193). */
  warnShortfall?: boolean;
}

export async function purchaseDriver({ driverId, warnShortfall }: PurchaseRequest): Promise<TeamResponse['team']> {
  const res = await api.post('/api/fantasy/team/drivers', { body: warnShortfall ? { driverId, warnShortfall } : { driverId } });
  return res.team;
}

/**
 * One purchase is one POST: the answer (the fresh team) is written into the team cache, and the bought
 * driver leaves the cached market list, since the list is "every driver not on my team". Nothing is re-read.
 */
export function usePurchaseDriver() {
  const queryClient = useQueryClient();
  const writeTeam = useWriteTeam();
  return useMutation({
    mutationFn: purchaseDriver,
    onSuccess: (team, { driverId }) => {
      writeTeam(team);
      queryClient.setQueryData<MarketDriver[]>(marketKeys.drivers(), (list) =>
        list?.filter((d) => d.id !== driverId),
      );
    },
  });
}
