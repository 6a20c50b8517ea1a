import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEventResultsResponse, SaveResultsBody } from '@shared/api/admin-results';
import { apiClient } from '@web/lib/api-client';
import { eventResultsQueryOptions } from './get-event-results';

/** Saves the grid as the event's draft; nothing is scored until it is published. */
export function saveResults({ eventId, body }: { eventId: number; body: SaveResultsBody }): Promise<AdminEventResultsResponse> {
  return apiClient.put<AdminEventResultsResponse>(`/api/admin/events/${eventId}/results`, body);
}

export function useSaveResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResults,
    onSuccess: (data, { eventId }) => queryClient.setQueryData(eventResultsQueryOptions(eventId).queryKey, data),
  });
}
