import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { startPollingLoop, type PollingLoop } from '../../lib/polling-loop';
import { demoLivePassOrOver } from './demo-live.service';

/**
 * The demo's rally in progress, run by every instance started with DEMO_LIVE (start-server.ts,
 * docs/decisions/0201). Stages are due every two minutes; a pass every few seconds publishes each soon after.
 * Once the rally's results are out, or when the database has no demo rally, the loop ends: nothing is left
 * for it to do until a new seed, which a restart picks up.
 */
export function startDemoLiveWorker(
  db: Db,
  clock: Clock,
  options: { intervalMs?: number; onError?: (err: unknown) => void } = {},
): PollingLoop {
  return startPollingLoop(() => demoLivePassOrOver(db, clock), {
    intervalMs: options.intervalMs ?? 5_000,
    immediately: true,
    finishedWhen: (pass) => pass === 'over',
    onError: options.onError,
  });
}
