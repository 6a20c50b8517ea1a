import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventExplanation } from '@shared/api/players';
import { apiClient } from '@web/lib/api-client';

export const explanationQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ['me', 'explain', eventId] as const,
    queryFn: ({ signal }) => apiClient.get<EventExplanation>(`/api/me/events/${eventId}/explain`, { signal }),
    // A 404 ("no points for this event yet") is an answer, not a hiccup.
    retry: false,
  });

export function useExplanation(eventId: number) {
  return useQuery({ ...explanationQueryOptions(eventId), enabled: Number.isInteger(eventId) && eventId > 0 });
}
