import { describe, expect, it } from 'vitest';
import { formatDateRange, formatStageTime } from './format-dates';

const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m, d, h, min).toISOString();

describe('formatDateRange', () => {
  it('shortens a range inside one month', () => {
    expect(formatDateRange(local(2026, 6, 23), local(2026, 6, 26))).toBe('Jul 23 – 26, 2026');
  });

  it('names both months across a month end', () => {
    expect(formatDateRange(local(2026, 6, 30), local(2026, 7, 2))).toBe('Jul 30 – Aug 2, 2026');
  });

  it('names both years across a year end', () => {
    expect(formatDateRange(local(2026, 11, 30), local(2027, 0, 2))).toBe('Dec 30, 2026 – Jan 2, 2027');
  });
});

describe('formatStageTime', () => {
  it('uses "MMM d, HH:mm" with a 24-hour clock', () => {
    expect(formatStageTime(local(2026, 10, 26, 17, 5))).toBe('Nov 26, 17:05');
    expect(formatStageTime(local(2026, 0, 3, 7, 0))).toBe('Jan 3, 07:00');
  });
});
