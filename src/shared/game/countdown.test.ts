import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

const now = new Date('2026-11-22T10:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms);

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = plus(((2 * 24 + 4) * 3600 + 13 * 60 + 5) * 1000);
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 4, minutes: 13, seconds: 5, done: false });
  });

  it('rounds down, so the last fraction of a second shows as 0 s and not done', () => {
    expect(countdownParts(plus(900), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: false });
    expect(countdownParts(plus(59_999), now).seconds).toBe(59);
  });

  it('is done at and after the target, and for an unreadable date', () => {
    expect(countdownParts(now, now).done).toBe(true);
    expect(countdownParts(plus(-5000), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(countdownParts(new Date('not a date'), now).done).toBe(true);
  });

  it('accepts epoch milliseconds', () => {
    expect(countdownParts(now.getTime() + 3_600_000, now.getTime()).hours).toBe(1);
  });
});
