import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEntryList, EntriesBody } from '@shared/api/admin-events';
import { apiClient } from '@web/lib/api-client';
import { invalidateAfterChampionshipEdit } from './invalidate';

export function setEntries({ eventId, body }: { eventId: number; body: EntriesBody }): Promise<AdminEntryList> {
  return apiClient.put<AdminEntryList>(`/api/admin/events/${eventId}/entries`, body);
}

export function useSetEntries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setEntries, onSuccess: () => invalidateAfterChampionshipEdit(queryClient) });
}
