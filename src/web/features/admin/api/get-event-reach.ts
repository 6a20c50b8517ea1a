import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { adminKeys } from './keys';

/** An event's reminders and digests (GET /api/admin/events/:id/reach, issue 32 part 4). */
export function useEventReach(id: number) {
  return useQuery({
    queryKey: [...adminKeys.event(id), 'reach'] as const,
    queryFn: ({ signal }) => api.get('/api/admin/events/:id/reach', { params: { id }, signal }),
  });
}
