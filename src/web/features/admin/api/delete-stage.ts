import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { invalidateAfterChampionshipEdit } from './invalidate';

export function deleteStage({ eventId, stageId }: { eventId: number; stageId: number }): Promise<void> {
  return apiClient.delete<void>(`/api/admin/events/${eventId}/stages/${stageId}`);
}

export function useDeleteStage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStage, onSuccess: () => invalidateAfterChampionshipEdit(queryClient) });
}
