import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const STALE_MS = 60_000;

export const driverKeys = {
  drivers: () => ['championship', 'drivers'] as const,
  driver: (id: number) => ['championship', 'drivers', id] as const,
  history: (id: number) => ['championship', 'drivers', id, 'history'] as const,
  prices: (id: number) => ['championship', 'drivers', id, 'prices'] as const,
  standings: () => ['championship', 'standings', 'drivers'] as const,
};

export const driversQueryOptions = queryOptions({
  queryKey: driverKeys.drivers(),
  queryFn: async ({ signal }) => (await api.get('/api/drivers', { signal })).drivers,
  staleTime: STALE_MS,
});

export function useDrivers() {
  return useQuery(driversQueryOptions);
}

export const driverQueryOptions = (id: number) =>
  queryOptions({
    queryKey: driverKeys.driver(id),
    queryFn: ({ signal }) => api.get('/api/drivers/:id', { params: { id }, signal }),
    staleTime: STALE_MS,
  });

export function useDriver(id: number) {
  return useQuery(driverQueryOptions(id));
}

export const driverHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: driverKeys.history(id),
    queryFn: async ({ signal }) =>
      (await api.get('/api/drivers/:id/history', { params: { id }, signal })).history,
    staleTime: STALE_MS,
  });

export function useDriverHistory(id: number, enabled: boolean) {
  return useQuery({ ...driverHistoryQueryOptions(id), enabled });
}

export const driverPricesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: driverKeys.prices(id),
    queryFn: async ({ signal }) =>
      (await api.get('/api/drivers/:id/prices', { params: { id }, signal })).prices,
    staleTime: STALE_MS,
  });

/** The driver's price moves (docs/game-rules.md §9.12), asked once his page knows he exists. */
export function useDriverPrices(id: number, enabled: boolean) {
  return useQuery({ ...driverPricesQueryOptions(id), enabled });
}

export const driverStandingsQueryOptions = queryOptions({
  queryKey: driverKeys.standings(),
  queryFn: ({ signal }) => api.get('/api/standings/drivers', { signal }),
  staleTime: STALE_MS,
});

export function useDriverStandings() {
  return useQuery(driverStandingsQueryOptions);
}
