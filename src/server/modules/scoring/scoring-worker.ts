import type { Db } from '../../db/client';
import { refreshStatuses } from './lifecycle.repo';
import { runNextJob } from './scoring.service';

export interface ScoringWorker {
  /** Stops polling and waits for the step in progress to commit (the job resumes on the next start). */
  stop(): Promise<void>;
}

/**
 * The loop every server instance runs (started from main.ts): each tick refreshes stored statuses and
 * takes at most one publish job (FOR UPDATE SKIP LOCKED, so instances never share one). Between steps it
 * yields to the event loop, so on the single-connection PGlite requests are served between steps.
 */
export function startScoringWorker(
  db: Db,
  options: { intervalMs?: number; onError?: (err: unknown) => void } = {},
): ScoringWorker {
  const intervalMs = options.intervalMs ?? 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const yieldBetweenSteps = () => new Promise<void>((resolve) => setImmediate(resolve));

  const tick = async () => {
    try {
      await refreshStatuses(db);
      while (!stopped && (await runNextJob(db, { yieldBetweenSteps, shouldStop: () => stopped }))) {
        await yieldBetweenSteps();
      }
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
  current = tick().finally(schedule);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
