import { startPollingLoop } from '../../lib/polling-loop';
import { runReachTick, type ReachDeps } from './reach.service';

export interface ReachWorker {
  /** Stops polling and waits for the message in flight (its row is marked before the process goes). */
  stop(): Promise<void>;
}

/**
 * The loop every server instance runs beside the scoring worker (start-server.ts). Which reminders are due is
 * read from the game clock in SQL on each pass, so a moved clock (tests) or a moved start is followed on the
 * next pass; instances share the work through the deliveries' unique index and never send a row twice.
 */
export function startReachWorker(
  deps: ReachDeps,
  options: { intervalMs?: number; onError?: (err: unknown) => void } = {},
): ReachWorker {
  return startPollingLoop(() => runReachTick(deps), { intervalMs: options.intervalMs ?? 30_000, onError: options.onError });
}
