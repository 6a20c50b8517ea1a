import type { Db } from '../../db/client';
import { startPollingLoop } from '../../lib/polling-loop';
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
  const yieldBetweenSteps = () => new Promise<void>((resolve) => setImmediate(resolve));
  return startPollingLoop(
    async (isStopped) => {
      await refreshStatuses(db);
      while (!isStopped() && (await runNextJob(db, { yieldBetweenSteps, shouldStop: isStopped }))) {
        await yieldBetweenSteps();
      }
    },
    { intervalMs: options.intervalMs ?? 1000, immediately: true, onError: options.onError },
  );
}
