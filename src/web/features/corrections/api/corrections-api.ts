import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';

// Corrections are rare; a minute of freshness, revalidated cheaply by ETag (public reads, 0171).
const STALE_MS = 60_000;

export function useCorrections() {
  return useQuery({
    queryKey: ['corrections', 'all'],
    queryFn: async ({ signal }) => (await api.get('/api/corrections', { signal })).corrections,
    staleTime: STALE_MS,
  });
}

export function useEventCorrections(eventId: number) {
  return useQuery({
    queryKey: ['corrections', 'event', eventId],
    queryFn: async ({ signal }) => (await api.get('/api/events/:id/corrections', { params: { id: eventId }, signal })).corrections,
    staleTime: STALE_MS,
  });
}
