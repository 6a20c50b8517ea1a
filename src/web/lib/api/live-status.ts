import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveStatusResponse } from '@shared/api/live';
import { api } from '@web/lib/api';
import { useNextEvent } from './next-event';

/**
 * Every live read's key starts here: a published stage (or a poll tick while the stream is down) refreshes them
 * all with one invalidation (features/live). The badge's own read sits in lib so the header can use it.
 */
export const LIVE_KEY_ROOT = ['live'] as const;

export async function fetchLiveStatus(signal?: AbortSignal): Promise<LiveStatusResponse['live']> {
  return (await api.get('/api/live', { signal })).live;
}

export const liveStatusQueryOptions = queryOptions({
  queryKey: [...LIVE_KEY_ROOT, 'status'] as const,
  queryFn: ({ signal }) => fetchLiveStatus(signal),
  // The stream refreshes it the moment a stage is published; the interval only covers a tab with no stream.
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
});

/** The events live now (with their latest stage), [] when none; undefined while loading or when it failed. */
export function useLiveStatus(enabled = true): LiveStatusResponse['live'] | undefined {
  const query = useQuery({ ...liveStatusQueryOptions, enabled });
  return query.data;
}

/**
 * The events live now, asked for only while the badge's event is running (the rest of the season costs no
 * request): [] when none runs, undefined while loading.
 */
export function useLiveEvents(): LiveStatusResponse['live'] | undefined {
  const next = useNextEvent();
  const running = next?.status === 'active';
  const live = useLiveStatus(running);
  return running ? live : [];
}
