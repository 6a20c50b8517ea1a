import { describe, expect, it } from 'vitest';
import { ownershipShare } from './ownership';

describe('ownershipShare (game-rules §9.11)', () => {
  it('is the percent of the teams with a driver, one decimal, halves away from zero (§1.1)', () => {
    expect(ownershipShare(3, 4)).toBe(75);
    expect(ownershipShare(1, 3)).toBe(33.3);
    expect(ownershipShare(2, 3)).toBe(66.7);
    // 1 of 16 = 6.25 → 6.3; 1 of 8 = 12.5 stays 12.5.
    expect(ownershipShare(1, 16)).toBe(6.3);
    expect(ownershipShare(1, 8)).toBe(12.5);
    expect(ownershipShare(0, 4)).toBe(0);
    expect(ownershipShare(4, 4)).toBe(100);
  });

  it('is 0 when no team holds a driver', () => {
    expect(ownershipShare(0, 0)).toBe(0);
  });
});
