import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

const STALE_MS = 60_000;

export const constructorKeys = {
  teams: () => ['championship', 'teams'] as const,
  team: (id: number) => ['championship', 'teams', id] as const,
  teamDrivers: (id: number) => ['championship', 'drivers', { teamId: id }] as const,
  teamResults: (id: number) => ['championship', 'teams', id, 'results'] as const,
  standings: () => ['championship', 'standings', 'constructors'] as const,
};

export const teamsQueryOptions = queryOptions({
  queryKey: constructorKeys.teams(),
  queryFn: async ({ signal }) => (await api.get('/api/teams', { signal })).teams,
  staleTime: STALE_MS,
});

export function useTeams() {
  return useQuery(teamsQueryOptions);
}

export const teamQueryOptions = (id: number) =>
  queryOptions({
    queryKey: constructorKeys.team(id),
    queryFn: ({ signal }) => api.get('/api/teams/:id', { params: { id }, signal }),
    staleTime: STALE_MS,
  });

export function useTeam(id: number) {
  return useQuery(teamQueryOptions(id));
}

export const teamDriversQueryOptions = (id: number) =>
  queryOptions({
    queryKey: constructorKeys.teamDrivers(id),
    queryFn: async ({ signal }) =>
      (await api.get('/api/drivers', { query: { teamId: id }, signal })).drivers,
    staleTime: STALE_MS,
  });

export function useTeamDrivers(id: number, enabled: boolean) {
  return useQuery({ ...teamDriversQueryOptions(id), enabled });
}

export const teamResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: constructorKeys.teamResults(id),
    queryFn: async ({ signal }) =>
      (await api.get('/api/teams/:id/results', { params: { id }, signal })).results,
    staleTime: STALE_MS,
  });

export function useTeamResults(id: number, enabled: boolean) {
  return useQuery({ ...teamResultsQueryOptions(id), enabled });
}

/** The current season's table; the server decides the season from its clock and says which it used. */
export const constructorStandingsQueryOptions = queryOptions({
  queryKey: constructorKeys.standings(),
  queryFn: ({ signal }) => api.get('/api/standings/constructors', { signal }),
  staleTime: STALE_MS,
});

export function useConstructorStandings() {
  return useQuery(constructorStandingsQueryOptions);
}
