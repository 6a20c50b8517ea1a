import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStage, StageBody } from '@shared/api/admin-events';
import { apiClient } from '@web/lib/api-client';
import { invalidateAfterChampionshipEdit } from './invalidate';

/** Adds a stage (no stage id) or edits one. */
export function saveStage({ eventId, stageId, body }: { eventId: number; stageId: number | null; body: StageBody }): Promise<AdminStage> {
  return stageId === null
    ? apiClient.post<AdminStage>(`/api/admin/events/${eventId}/stages`, body)
    : apiClient.put<AdminStage>(`/api/admin/events/${eventId}/stages/${stageId}`, body);
}

export function useSaveStage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStage, onSuccess: () => invalidateAfterChampionshipEdit(queryClient) });
}
