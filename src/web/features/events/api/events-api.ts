import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDto } from '@shared/api/events';
import { api } from '@web/lib/api';

// The calendar changes a few times per rally weekend; a minute of freshness avoids refetching on every
// page switch while the ETag makes each revalidation cheap (a 304 without a body).
const STALE_MS = 60_000;

export const eventKeys = {
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  detail: (id: number) => [...eventKeys.all, 'detail', id] as const,
  stages: (id: number) => [...eventKeys.all, 'detail', id, 'stages'] as const,
  results: (id: number) => [...eventKeys.all, 'detail', id, 'results'] as const,
};

export async function fetchEvents(signal?: AbortSignal): Promise<EventDto[]> {
  return (await api.get('/api/events', { signal })).events;
}

export const eventsQueryOptions = queryOptions({
  queryKey: eventKeys.list(),
  queryFn: ({ signal }) => fetchEvents(signal),
  staleTime: STALE_MS,
});

export function useEvents() {
  return useQuery(eventsQueryOptions);
}

export async function fetchEvent(id: number, signal?: AbortSignal): Promise<EventDto> {
  return api.get('/api/events/:id', { params: { id }, signal });
}

export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => fetchEvent(id, signal),
    staleTime: STALE_MS,
  });

export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}

export async function fetchEventStages(id: number, signal?: AbortSignal) {
  return (await api.get('/api/events/:id/stages', { params: { id }, signal })).stages;
}

export const eventStagesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventKeys.stages(id),
    queryFn: ({ signal }) => fetchEventStages(id, signal),
    staleTime: STALE_MS,
  });

/** "Event, then its stages, then its results" (docs/decisions/0040-public-championship-reads.md): each waits for the one before. */
export function useEventStages(id: number, enabled: boolean) {
  return useQuery({ ...eventStagesQueryOptions(id), enabled });
}

export async function fetchEventResults(id: number, signal?: AbortSignal) {
  return (await api.get('/api/events/:id/results', { params: { id }, signal })).results;
}

export const eventResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventKeys.results(id),
    queryFn: ({ signal }) => fetchEventResults(id, signal),
    staleTime: STALE_MS,
  });

export function useEventResults(id: number, enabled: boolean) {
  return useQuery({ ...eventResultsQueryOptions(id), enabled });
}
