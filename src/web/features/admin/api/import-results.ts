import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminEventResultsResponse,
  ImportEventResultsBody,
  ImportSeasonBody,
  ImportSeasonResponse,
} from '@shared/api/admin-results';
import { api } from '@web/lib/api';
import { invalidateAfterChampionshipEdit } from './invalidate';

/** POST /api/admin/events/:id/results/import: one event's rows from a file; the rows become its draft. */
export function importEventResults({ eventId, body }: { eventId: number; body: ImportEventResultsBody }): Promise<AdminEventResultsResponse> {
  return api.post('/api/admin/events/:id/results/import', { params: { id: eventId }, body });
}

export function useImportEventResults() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importEventResults, onSuccess: () => invalidateAfterChampionshipEdit(queryClient) });
}

/** POST /api/admin/season/import: a whole season, events named by round. */
export function importSeason(body: ImportSeasonBody): Promise<ImportSeasonResponse> {
  return api.post('/api/admin/season/import', { body });
}

export function useImportSeason() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importSeason, onSuccess: () => invalidateAfterChampionshipEdit(queryClient) });
}
