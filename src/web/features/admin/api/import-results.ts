import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminEventResultsResponse,
  ImportEventResultsBody,
  ImportSeasonBody,
  ImportSeasonResponse,
} from '@shared/api/admin-results';
import { apiClient } from '@web/lib/api-client';
import { invalidateAfterChampionshipEdit } from './invalidate';

/** POST /api/admin/events/:id/results/import: one event's rows from a file; the rows become its draft. */
export function importEventResults({ eventId, body }: { eventId: number; body: ImportEventResultsBody }): Promise<AdminEventResultsResponse> {
  return apiClient.post<AdminEventResultsResponse>(`/api/admin/events/${eventId}/results/import`, body);
}

export function useImportEventResults() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importEventResults, onSuccess: () => invalidateAfterChampionshipEdit(queryClient) });
}

/** POST /api/admin/season/import: a whole season, events named by round. */
export function importSeason(body: ImportSeasonBody): Promise<ImportSeasonResponse> {
  return apiClient.post<ImportSeasonResponse>('/api/admin/season/import', body);
}

export function useImportSeason() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importSeason, onSuccess: () => invalidateAfterChampionshipEdit(queryClient) });
}
