import { describe, expect, it } from 'vitest';
import { createClock, followStoredClock, nextState, REAL_TIME, type ClockState } from './clock';

/** The pure parts of the game clock (docs/decisions/0184-one-clock.md), on explicit instants: no real time read. */
const REAL = Date.parse('2026-06-01T12:00:00Z');
const START = Date.parse('2026-07-30T07:00:00Z');

describe('nextState: a move from a state, at a given real time', () => {
  it('to an instant, running on: the offset that makes the real time read that instant', () => {
    expect(nextState(REAL_TIME, { to: START }, REAL)).toEqual({ offsetMs: START - REAL, frozenAtMs: null });
  });

  it('to an instant, frozen: stands there whatever the offset was', () => {
    expect(nextState({ offsetMs: 5_000, frozenAtMs: null }, { to: START, frozen: true }, REAL)).toEqual({ offsetMs: 0, frozenAtMs: START });
  });

  it('by a duration, from where the clock reads now: the real time plus the offset, or the frozen instant', () => {
    expect(nextState({ offsetMs: 5_000, frozenAtMs: null }, { by: 1_000 }, REAL)).toEqual({ offsetMs: 6_000, frozenAtMs: null });
    expect(nextState({ offsetMs: 0, frozenAtMs: START }, { by: 1_000, frozen: true }, REAL)).toEqual({ offsetMs: 0, frozenAtMs: START + 1_000 });
    // A frozen clock moved without `frozen` runs on from its new instant.
    expect(nextState({ offsetMs: 0, frozenAtMs: START }, { by: -1 }, REAL)).toEqual({ offsetMs: START - 1 - REAL, frozenAtMs: null });
  });

  it('back to the real time from any state', () => {
    expect(nextState({ offsetMs: 0, frozenAtMs: START }, { real: true }, REAL)).toEqual(REAL_TIME);
    expect(nextState({ offsetMs: -42, frozenAtMs: null }, { real: true }, REAL)).toEqual(REAL_TIME);
  });
});

describe('createClock', () => {
  it('reads its frozen instant, as a Date and in milliseconds', () => {
    const clock = createClock({ offsetMs: 123, frozenAtMs: START });
    expect(clock.nowMs()).toBe(START);
    expect(clock.now().toISOString()).toBe('2026-07-30T07:00:00.000Z');
    expect(clock.state()).toEqual({ offsetMs: 123, frozenAtMs: START });
  });

  it('tells its listeners of every change of state, and of nothing else', () => {
    const clock = createClock({ offsetMs: 0, frozenAtMs: START });
    let calls = 0;
    const off = clock.onChange(() => (calls += 1));
    clock.apply({ offsetMs: 0, frozenAtMs: START });
    expect(calls).toBe(0);
    clock.apply({ offsetMs: 0, frozenAtMs: START + 1 });
    expect(calls).toBe(1);
    expect(clock.nowMs()).toBe(START + 1);
    clock.apply({ offsetMs: 7, frozenAtMs: START + 1 });
    expect(calls).toBe(2);
    off();
    clock.apply(REAL_TIME);
    expect(calls).toBe(2);
  });

  it('plans a move without making it, and its state is a copy', () => {
    const clock = createClock({ offsetMs: 0, frozenAtMs: START });
    expect(clock.planMove({ by: 60_000, frozen: true })).toEqual({ offsetMs: 0, frozenAtMs: START + 60_000 });
    expect(clock.nowMs()).toBe(START);
    const state = clock.state();
    state.frozenAtMs = 0;
    expect(clock.nowMs()).toBe(START);
  });

  it('runs with the real time plus its offset when not frozen', () => {
    // Two readings of the real clock bracket the game clock's; the offset is a year, so there is no doubt.
    const year = 365 * 86_400_000;
    const real = createClock();
    const ahead = createClock({ offsetMs: year, frozenAtMs: null });
    const before = real.nowMs();
    const read = ahead.nowMs();
    const after = real.nowMs();
    expect(read).toBeGreaterThanOrEqual(before + year);
    expect(read).toBeLessThanOrEqual(after + year);
  });
});

describe('followStoredClock', () => {
  const at = (ms: number): ClockState => ({ offsetMs: 0, frozenAtMs: ms });

  it('applies what the database holds after a move announced by another instance', async () => {
    const clock = createClock(at(1_000));
    await followStoredClock(clock, async () => at(5_000));
    expect(clock.state()).toEqual(at(5_000));
  });

  it('never undoes a newer move of its own with a read that started before it (CI caught the clock set back)', async () => {
    const clock = createClock(at(1_000));
    const reads: ClockState[] = [];
    let releaseFirst: () => void = () => {};
    // The first read was sent before this instance's own move and comes back with the state before it; a read sent
    // after it finds the move in the database.
    const read = async () => {
      const state = reads.length === 0 ? await new Promise<ClockState>((resolve) => (releaseFirst = () => resolve(at(1_000)))) : at(9_000);
      reads.push(state);
      return state;
    };
    const following = followStoredClock(clock, read);
    clock.apply(at(9_000));
    releaseFirst();
    await following;
    expect(reads).toEqual([at(1_000), at(9_000)]);
    expect(clock.state()).toEqual(at(9_000));
  });
});
