import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEventResultsResponse } from '@shared/api/admin-results';
import { api } from '@web/lib/api';
import { adminKeys } from './keys';

/** The result grid of one event: its entries, the draft, the published rows and the last publish job. */
export function fetchEventResults(eventId: number, signal?: AbortSignal): Promise<AdminEventResultsResponse> {
  return api.get('/api/admin/events/:id/results', { params: { id: eventId }, signal });
}

export const eventResultsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: adminKeys.results(eventId),
    queryFn: ({ signal }) => fetchEventResults(eventId, signal),
  });

export function useEventResults(eventId: number | null) {
  return useQuery({ ...eventResultsQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
