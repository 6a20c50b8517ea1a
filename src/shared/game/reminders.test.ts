import { describe, expect, it } from 'vitest';
import { isReachDue, reachWindow } from './reminders';

const HOUR = 3_600_000;
const LOCK = Date.UTC(2026, 5, 1, 8);

describe('reminder windows', () => {
  it('sends the 24 h reminder from 24 h before the lock for an hour, never late (game-rules §17.1)', () => {
    expect(reachWindow('lock_24h', LOCK)).toEqual({ fromMs: LOCK - 24 * HOUR, untilMs: LOCK - 23 * HOUR });
    expect(isReachDue('lock_24h', LOCK, LOCK - 24 * HOUR - 1)).toBe(false);
    expect(isReachDue('lock_24h', LOCK, LOCK - 24 * HOUR)).toBe(true);
    expect(isReachDue('lock_24h', LOCK, LOCK - 23 * HOUR)).toBe(false);
  });

  it('sends the 1 h reminder in its first half hour and never at the lock (game-rules §17.1)', () => {
    expect(isReachDue('lock_1h', LOCK, LOCK - HOUR)).toBe(true);
    expect(isReachDue('lock_1h', LOCK, LOCK - HOUR / 2 - 1)).toBe(true);
    expect(isReachDue('lock_1h', LOCK, LOCK - HOUR / 2)).toBe(false);
    expect(isReachDue('lock_1h', LOCK, LOCK)).toBe(false);
  });

  it('sends the digest for a day after the publish (game-rules §17.2)', () => {
    expect(isReachDue('digest', LOCK, LOCK)).toBe(true);
    expect(isReachDue('digest', LOCK, LOCK + 24 * HOUR - 1)).toBe(true);
    expect(isReachDue('digest', LOCK, LOCK + 24 * HOUR)).toBe(false);
  });
});
