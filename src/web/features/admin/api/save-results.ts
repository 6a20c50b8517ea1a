import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEventResultsResponse, SaveResultsBody } from '@shared/api/admin-results';
import { api } from '@web/lib/api';
import { eventResultsQueryOptions } from './get-event-results';

/** Saves the grid as the event's draft; nothing is scored until it is published. */
export function saveResults({ eventId, body }: { eventId: number; body: SaveResultsBody }): Promise<AdminEventResultsResponse> {
  return api.put('/api/admin/events/:id/results', { params: { id: eventId }, body });
}

export function useSaveResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResults,
    onSuccess: (data, { eventId }) => queryClient.setQueryData(eventResultsQueryOptions(eventId).queryKey, data),
  });
}
