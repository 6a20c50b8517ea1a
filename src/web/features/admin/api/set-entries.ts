import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEntryList, EntriesBody } from '@shared/api/admin-events';
import { api } from '@web/lib/api';
import { invalidateAfterChampionshipEdit } from './invalidate';

export function setEntries({ eventId, body }: { eventId: number; body: EntriesBody }): Promise<AdminEntryList> {
  return api.put('/api/admin/events/:id/entries', { params: { id: eventId }, body });
}

export function useSetEntries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setEntries, onSuccess: () => invalidateAfterChampionshipEdit(queryClient) });
}
