import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminStage, StageBody } from '@shared/api/admin-events';
import { api } from '@web/lib/api';
import { invalidateAfterChampionshipEdit } from './invalidate';

/** Adds a stage (no stage id) or edits one. */
export function saveStage({ eventId, stageId, body }: { eventId: number; stageId: number | null; body: StageBody }): Promise<AdminStage> {
  return stageId === null
    ? api.post('/api/admin/events/:id/stages', { params: { id: eventId }, body })
    : api.put('/api/admin/events/:id/stages/:stageId', { params: { id: eventId, stageId }, body });
}

export function useSaveStage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStage, onSuccess: () => invalidateAfterChampionshipEdit(queryClient) });
}
