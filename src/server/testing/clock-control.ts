import type { Db } from '../db/client';
import { writeClockState } from '../db/clock.repo';
import type { Clock, ClockMove } from '../lib/clock';

/**
 * Moving the game clock: tests only (docs/decisions/0184-one-clock.md). The production entry point
 * (src/server/main.ts) never imports this folder; the test server (e2e-server.ts) and the Vitest apps do.
 * The database row moves every statement's `app_now()` and, through the change feed, every other instance;
 * this instance's clock follows at once, so the next request already sees the new time.
 */
export interface ClockControl {
  now(): Date;
  move(move: ClockMove): Promise<Date>;
  /** To `at`, running on from there (or standing still with `frozen`). */
  set(at: Date, options?: { frozen?: boolean }): Promise<Date>;
  /** Forward (or back) by `ms`. */
  advance(ms: number, options?: { frozen?: boolean }): Promise<Date>;
  /** Back to the real time. */
  reset(): Promise<Date>;
}

export function clockControl(db: Db, clock: Clock): ClockControl {
  const move = async (m: ClockMove) => {
    const state = clock.planMove(m);
    await writeClockState(db, state);
    clock.apply(state);
    return clock.now();
  };
  return {
    now: () => clock.now(),
    move,
    set: (at, options = {}) => move({ to: at.getTime(), frozen: options.frozen }),
    advance: (ms, options = {}) => move({ by: ms, frozen: options.frozen }),
    reset: () => move({ real: true }),
  };
}
