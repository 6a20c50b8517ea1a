import { useQuery } from '@tanstack/react-query';
import type { CorrectionList } from '@shared/api/corrections';
import { apiClient } from '@web/lib/api-client';

// Corrections are rare; a minute of freshness, revalidated cheaply by ETag (public reads, 0171).
const STALE_MS = 60_000;

export function useCorrections() {
  return useQuery({
    queryKey: ['corrections', 'all'],
    queryFn: async ({ signal }) => (await apiClient.get<CorrectionList>('/api/corrections', { signal })).corrections,
    staleTime: STALE_MS,
  });
}

export function useEventCorrections(eventId: number) {
  return useQuery({
    queryKey: ['corrections', 'event', eventId],
    queryFn: async ({ signal }) => (await apiClient.get<CorrectionList>(`/api/events/${eventId}/corrections`, { signal })).corrections,
    staleTime: STALE_MS,
  });
}
