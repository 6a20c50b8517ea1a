import { api } from '@web/lib/api';

/**
 * The web app's one clock (docs/decisions/0184-one-clock.md): the device's time corrected to the game clock of
 * the server, which decides every lock. A phone whose clock is minutes off still counts down to the real start,
 * and a browser test that moves the server's clock sees the pages follow it. Nothing else in the app reads the
 * time.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

/** The game clock's current instant, epoch milliseconds. */
export function clockNow(): number {
  return Date.now() + offsetMs;
}

export function clockDate(): Date {
  return new Date(clockNow());
}

/** Called when the clock was corrected, so a view showing the time draws again. */
export function subscribeClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Takes the server's `serverIso` as "now", measured on a request sent at `sentAtMs` and answered at
 * `receivedAtMs` (device time): the answer was made about half-way through, as NTP reckons.
 */
export function adoptServerTime(serverIso: string, sentAtMs: number, receivedAtMs: number = Date.now()): void {
  const server = Date.parse(serverIso);
  if (Number.isNaN(server)) return;
  const next = Math.round(server - (sentAtMs + receivedAtMs) / 2);
  if (next === offsetMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** The device's own time, for timing a request whose answer carries the server's. */
export function deviceNow(): number {
  return Date.now();
}

export async function syncClock(): Promise<void> {
  const sentAt = Date.now();
  const body = await api.get('/api/site/time');
  adoptServerTime(body.now, sentAt);
}

/** How often an open tab checks its clock again (a laptop waking from sleep also checks at once). */
const RESYNC_MS = 10 * 60_000;

/** Sets the clock now, then every ten minutes and whenever the tab comes back into view. */
export function startClockSync(): () => void {
  const sync = () => void syncClock().catch(() => undefined);
  sync();
  const timer = window.setInterval(sync, RESYNC_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') sync();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
