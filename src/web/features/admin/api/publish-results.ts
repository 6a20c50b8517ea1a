import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublishResponse } from '@shared/api/admin-results';
import { apiClient } from '@web/lib/api-client';
import { eventResultsQueryOptions } from './get-event-results';

/** Queues the durable scoring job for the event's saved draft; the answer names the job to follow. */
export function publishResults(eventId: number): Promise<PublishResponse> {
  return apiClient.post<PublishResponse>(`/api/admin/events/${eventId}/publish`, {});
}

export function usePublishResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishResults,
    onSuccess: (_data, eventId) => queryClient.invalidateQueries({ queryKey: eventResultsQueryOptions(eventId).queryKey }),
  });
}
