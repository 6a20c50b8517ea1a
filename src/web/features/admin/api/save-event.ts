import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent, EventBody } from '@shared/api/admin-events';
import { apiClient } from '@web/lib/api-client';
import { invalidateAfterChampionshipEdit } from './invalidate';

/** Creates an event (no id) or replaces an existing one's fields. */
export function saveEvent({ id, body }: { id: number | null; body: EventBody }): Promise<AdminEvent> {
  return id === null
    ? apiClient.post<AdminEvent>('/api/admin/events', body)
    : apiClient.put<AdminEvent>(`/api/admin/events/${id}`, body);
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => invalidateAfterChampionshipEdit(queryClient),
  });
}
