import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { leagueKeys } from './leagues-api';

/** The league's season rally by rally, read only when the view is open (it is the heavier read). */
export function useLeagueSeason(id: number, enabled: boolean) {
  return useQuery({
    // Under leagueKeys.all, so a join or leave refreshes it with the table.
    queryKey: [...leagueKeys.all, 'season', id] as const,
    queryFn: ({ signal }) => api.get('/api/leagues/:id/season', { params: { id }, signal }),
    enabled: enabled && Number.isInteger(id) && id > 0,
    retry: false,
  });
}
