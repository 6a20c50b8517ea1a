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
  const intervalMs = options.intervalMs ?? 30_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      await runReachTick(deps);
    } catch (err) {
      options.onError?.(err);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = tick().finally(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
