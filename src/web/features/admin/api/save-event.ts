import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent, EventBody } from '@shared/api/admin-events';
import { api } from '@web/lib/api';
import { invalidateAfterChampionshipEdit } from './invalidate';

/** Creates an event (no id) or replaces an existing one's fields. */
export function saveEvent({ id, body }: { id: number | null; body: EventBody }): Promise<AdminEvent> {
  return id === null
    ? api.post('/api/admin/events', { body })
    : api.put('/api/admin/events/:id', { params: { id }, body });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => invalidateAfterChampionshipEdit(queryClient),
  });
}
