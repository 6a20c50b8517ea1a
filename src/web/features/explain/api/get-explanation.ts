import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const explanationQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ['me', 'explain', eventId] as const,
    queryFn: ({ signal }) => api.get('/api/me/events/:eventId/explain', { params: { eventId }, signal }),
    // A 404 ("no points for this event yet") is an answer, not a hiccup.
    retry: false,
  });

export function useExplanation(eventId: number) {
  return useQuery({ ...explanationQueryOptions(eventId), enabled: Number.isInteger(eventId) && eventId > 0 });
}
