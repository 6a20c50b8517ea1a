/**
 * The server's one clock (docs/decisions/0184-one-clock.md). Every read of the current time in the server goes
 * through a `Clock`; SQL uses `app_now()` / `app_clock_timestamp()` (migration 0014), which read the same state
 * from the `app_clock` row. In production the state never changes: the clock is the real time. Tests move it
 * (src/server/testing/clock-control.ts), and every instance follows the row through the change feed.
 */
export interface ClockState {
  /** Added to the real time. */
  offsetMs: number;
  /** When set, the clock stands still at this instant (epoch milliseconds). */
  frozenAtMs: number | null;
}

export const REAL_TIME: ClockState = Object.freeze({ offsetMs: 0, frozenAtMs: null });

export interface Clock {
  now(): Date;
  nowMs(): number;
  state(): ClockState;
  /** Follows a new state (read from the database, or written by the test control). */
  apply(state: ClockState): void;
  /** The state after `move`, from this clock's current state and the real time (not applied). */
  planMove(move: ClockMove): ClockState;
  /** Called after every change of state: caches of time-derived answers drop what they kept. */
  onChange(listener: () => void): () => void;
  /** How many changes of state this clock has followed: a read that saw an older count is stale. */
  readonly changes: number;
}

export function createClock(initial: ClockState = REAL_TIME): Clock {
  let current: ClockState = { ...initial };
  let changes = 0;
  const listeners = new Set<() => void>();
  const nowMs = () => current.frozenAtMs ?? Date.now() + current.offsetMs;
  return {
    nowMs,
    now: () => new Date(nowMs()),
    state: () => ({ ...current }),
    planMove: (move) => nextState(current, move, Date.now()),
    apply(state) {
      if (state.offsetMs === current.offsetMs && state.frozenAtMs === current.frozenAtMs) return;
      current = { ...state };
      changes += 1;
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get changes() {
      return changes;
    },
  };
}

/**
 * Follows the stored clock after the database announced a move. A read that started before this instance applied a
 * newer state (its own test control's move) must not undo it: when the clock changed during the read, read again.
 */
export async function followStoredClock(clock: Clock, read: () => Promise<ClockState>): Promise<void> {
  for (;;) {
    const seen = clock.changes;
    const state = await read();
    if (clock.changes === seen) {
      clock.apply(state);
      return;
    }
  }
}

/** A test's move of the clock: to an instant, or by a duration; `frozen` stops it there (default: it runs on). */
export type ClockMove = { to: number; frozen?: boolean } | { by: number; frozen?: boolean } | { real: true };

/** The state after `move` from `current`, given the real time `realMs`. */
export function nextState(current: ClockState, move: ClockMove, realMs: number): ClockState {
  if ('real' in move) return { ...REAL_TIME };
  const from = current.frozenAtMs ?? realMs + current.offsetMs;
  const at = 'to' in move ? move.to : from + move.by;
  return move.frozen ? { offsetMs: 0, frozenAtMs: at } : { offsetMs: at - realMs, frozenAtMs: null };
}
