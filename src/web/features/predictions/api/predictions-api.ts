import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Prediction, PredictionView, SavePredictionBody } from '@shared/api/predictions';
import { api } from '@web/lib/api';
import { adoptServerTime, deviceNow } from '@web/lib/clock';

/**
 * The signed-in user's podium prediction for one event, the crowd's picks and the save. It lives in lib/
 * because both the prediction page and the event page read it, and features may not import each other.
 */
export const predictionKeys = {
  all: ['predictions'] as const,
  event: (eventId: number) => [...predictionKeys.all, eventId] as const,
  view: (eventId: number) => [...predictionKeys.event(eventId), 'view'] as const,
  crowd: (eventId: number) => [...predictionKeys.event(eventId), 'crowd'] as const,
};

export async function fetchPredictionView(eventId: number, signal?: AbortSignal): Promise<PredictionView> {
  const sentAt = deviceNow();
  const view = await api.get('/api/predictions/:eventId', { params: { eventId }, signal });
  // The answer carries the database's time, which decides the lock: the countdown follows it.
  adoptServerTime(view.serverTime, sentAt);
  return view;
}

export const predictionViewQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: predictionKeys.view(eventId),
    queryFn: ({ signal }) => fetchPredictionView(eventId, signal),
  });

export function usePredictionView(eventId: number, enabled = true) {
  return useQuery({ ...predictionViewQueryOptions(eventId), enabled });
}

export const crowdPicksQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: predictionKeys.crowd(eventId),
    queryFn: ({ signal }) => api.get('/api/predictions/:eventId/crowd', { params: { eventId }, signal }),
  });

/** Only asked for once the lock has passed: the server refuses before it. */
export function useCrowdPicks(eventId: number, enabled: boolean) {
  return useQuery({ ...crowdPicksQueryOptions(eventId), enabled });
}

export async function savePrediction(eventId: number, body: SavePredictionBody): Promise<Prediction> {
  const res = await api.put('/api/predictions/:eventId', { params: { eventId }, body });
  return res.prediction;
}

export function useSavePrediction(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePredictionBody) => savePrediction(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: predictionKeys.view(eventId) }),
  });
}

/** Refetches the view (e.g. when the countdown reaches the lock, so the server's verdict takes over). */
export function useRefreshPredictionView(eventId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: predictionKeys.event(eventId) });
}
