import { useSyncExternalStore } from 'react';

/**
 * Whether the figures on screen came from the service worker's kept answers, and since when (decision 0215).
 * The worker keeps each answer stamped with when it was fetched and hands it over only when the network
 * failed; the oldest stamp among those shown since the last answer from the network is what the note says.
 * An answer from the network clears it: the app is online again.
 */
let fetchedAt: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  if (next === fetchedAt) return;
  fetchedAt = next;
  for (const listener of listeners) listener();
}

/** Called by the fetch wrapper (src/web/lib/api-client.ts) for every API answer. */
export function noteAnswer(keptAt: string | null): void {
  if (keptAt === null) return set(null);
  if (Number.isNaN(Date.parse(keptAt))) return;
  if (fetchedAt === null || Date.parse(keptAt) < Date.parse(fetchedAt)) set(keptAt);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => fetchedAt;

/** The fetch time of the oldest kept answer on screen (ISO 8601), or null when the figures are live. */
export function useOfflineFiguresSince(): string | null {
  return useSyncExternalStore(subscribe, current, () => null);
}

/** Tests: back to "live". */
export function resetOfflineFigures(): void {
  set(null);
}
