import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishResponse } from '@shared/api/admin-results';
import { api } from '@web/lib/api';
import { eventResultsQueryOptions } from './get-event-results';

/** Queues the durable scoring job for the event's saved draft; the answer names the job to follow. */
export function publishResults(eventId: number): Promise<PublishResponse> {
  return api.post('/api/admin/events/:id/publish', { params: { id: eventId }, body: {} });
}

export function usePublishResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishResults,
    onSuccess: (_data, eventId) => queryClient.invalidateQueries({ queryKey: eventResultsQueryOptions(eventId).queryKey }),
  });
}
