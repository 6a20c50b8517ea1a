import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidateAfterChampionshipEdit } from './invalidate';

export function deleteStage({ eventId, stageId }: { eventId: number; stageId: number }): Promise<void> {
  return api.delete('/api/admin/events/:id/stages/:stageId', { params: { id: eventId, stageId } });
}

export function useDeleteStage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStage, onSuccess: () => invalidateAfterChampionshipEdit(queryClient) });
}
