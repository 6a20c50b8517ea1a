import { useQuery } from '@tanstack/react-query';
import type { ReachEventReport } from '@shared/api/reach';
import { apiClient } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** An event's reminders and digests (GET /api/admin/events/:id/reach, issue 32 part 4). */
export function useEventReach(id: number) {
  return useQuery({
    queryKey: [...adminKeys.event(id), 'reach'] as const,
    queryFn: ({ signal }) => apiClient.get<ReachEventReport>(`/api/admin/events/${id}/reach`, { signal }),
  });
}
