import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DriverDto,
  DriverHistory,
  DriverList,
  DriverStandings,
  TeamList,
} from '@shared/api/championship';
import type { EventList } from '@shared/api/events';
import { apiClient } from '@web/lib/api-client';

const STALE_MS = 60_000;

// Keys match the ones the calendar and constructor pages use, so the caches are shared between screens.
export const driverKeys = {
  drivers: () => ['championship', 'drivers'] as const,
  driver: (id: number) => ['championship', 'drivers', id] as const,
  history: (id: number) => ['championship', 'drivers', id, 'history'] as const,
  standings: () => ['championship', 'standings', 'drivers'] as const,
  teams: () => ['championship', 'teams'] as const,
  events: () => ['events', 'list'] as const,
};

export const driversQueryOptions = queryOptions({
  queryKey: driverKeys.drivers(),
  queryFn: async ({ signal }) => (await apiClient.get<DriverList>('/api/drivers', { signal })).drivers,
  staleTime: STALE_MS,
});

export function useDrivers() {
  return useQuery(driversQueryOptions);
}

export const driverQueryOptions = (id: number) =>
  queryOptions({
    queryKey: driverKeys.driver(id),
    queryFn: ({ signal }) => apiClient.get<DriverDto>(`/api/drivers/${id}`, { signal }),
    staleTime: STALE_MS,
  });

export function useDriver(id: number) {
  return useQuery(driverQueryOptions(id));
}

export const driverHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: driverKeys.history(id),
    queryFn: async ({ signal }) =>
      (await apiClient.get<DriverHistory>(`/api/drivers/${id}/history`, { signal })).history,
    staleTime: STALE_MS,
  });

export function useDriverHistory(id: number, enabled: boolean) {
  return useQuery({ ...driverHistoryQueryOptions(id), enabled });
}

export const driverStandingsQueryOptions = queryOptions({
  queryKey: driverKeys.standings(),
  queryFn: ({ signal }) => apiClient.get<DriverStandings>('/api/standings/drivers', { signal }),
  staleTime: STALE_MS,
});

export function useDriverStandings() {
  return useQuery(driverStandingsQueryOptions);
}

/** Teams for the filter dropdown, by name (the server already orders them). */
export const teamsQueryOptions = queryOptions({
  queryKey: driverKeys.teams(),
  queryFn: async ({ signal }) => (await apiClient.get<TeamList>('/api/teams', { signal })).teams,
  staleTime: STALE_MS,
});

export function useTeams() {
  return useQuery(teamsQueryOptions);
}

/** The calendar, to name the next rally in the prediction panel. */
export const eventsQueryOptions = queryOptions({
  queryKey: driverKeys.events(),
  queryFn: async ({ signal }) => (await apiClient.get<EventList>('/api/events', { signal })).events,
  staleTime: STALE_MS,
});

export function useEvents() {
  return useQuery(eventsQueryOptions);
}
