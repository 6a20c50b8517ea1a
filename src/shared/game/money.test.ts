import { describe, expect, it } from 'vitest';
import { budgetRemainingPercent, budgetUsagePercent, formatMillions, remainingBudget } from './money';

describe('formatMillions (game-rules §1.2)', () => {
  it('shows millions with one decimal', () => {
    expect(formatMillions(10_000_000)).toBe('€10.0M');
    expect(formatMillions(1_500_000)).toBe('€1.5M');
    expect(formatMillions(2_340_000)).toBe('€2.3M');
    expect(formatMillions(500_000)).toBe('€0.5M');
    expect(formatMillions(0)).toBe('€0.0M');
  });

  it('rounds halves of a tenth away from zero', () => {
    expect(formatMillions(1_250_000)).toBe('€1.3M');
    expect(formatMillions(1_150_000)).toBe('€1.2M');
    expect(formatMillions(1_249_999)).toBe('€1.2M');
    expect(formatMillions(9_950_000)).toBe('€10.0M');
  });

  it('puts the sign before the euro symbol', () => {
    expect(formatMillions(-500_000)).toBe('-€0.5M');
    expect(formatMillions(-1_250_000)).toBe('-€1.3M');
  });

  it('drops the sign when a negative value rounds to zero', () => {
    expect(formatMillions(-10_000)).toBe('€0.0M');
  });

  it('handles large values', () => {
    expect(formatMillions(123_456_789)).toBe('€123.5M');
  });
});

describe('remainingBudget (game-rules §1.2)', () => {
  it('is the budget minus what was spent', () => {
    expect(remainingBudget(10_000_000, 0)).toBe(10_000_000);
    expect(remainingBudget(10_000_000, 7_300_000)).toBe(2_700_000);
    expect(remainingBudget(10_000_000, 10_000_000)).toBe(0);
  });

  it('shows an overspend as negative', () => {
    expect(remainingBudget(10_000_000, 10_200_000)).toBe(-200_000);
  });
});

describe('budgetUsagePercent (game-rules §1.2)', () => {
  it('is the spent share of the budget to one decimal', () => {
    expect(budgetUsagePercent(0, 10_000_000)).toBe(0);
    expect(budgetUsagePercent(9_500_000, 10_000_000)).toBe(95);
    expect(budgetUsagePercent(1_234_567, 10_000_000)).toBe(12.3);
    expect(budgetUsagePercent(10_000_000, 10_000_000)).toBe(100);
  });

  it('rounds halves away from zero', () => {
    // 1,235,000 / 10,000,000 = 12.35% -> 12.4
    expect(budgetUsagePercent(1_235_000, 10_000_000)).toBe(12.4);
  });

  it('is capped at 100', () => {
    expect(budgetUsagePercent(12_000_000, 10_000_000)).toBe(100);
  });

  it('never goes below 0', () => {
    expect(budgetUsagePercent(-100_000, 10_000_000)).toBe(0);
  });

  it('copes with a zero budget', () => {
    expect(budgetUsagePercent(0, 0)).toBe(0);
    expect(budgetUsagePercent(1, 0)).toBe(100);
  });
});

describe('budgetRemainingPercent', () => {
  it('is the free share of the budget, the complement of the usage bar', () => {
    expect(budgetRemainingPercent(0, 10_000_000)).toBe(100);
    expect(budgetRemainingPercent(5_400_000, 10_000_000)).toBe(46);
    expect(budgetRemainingPercent(1_234_567, 10_000_000)).toBe(87.7);
    expect(budgetRemainingPercent(10_000_000, 10_000_000)).toBe(0);
  });

  it('stays between 0 and 100 when the stored figures are inconsistent', () => {
    expect(budgetRemainingPercent(12_000_000, 10_000_000)).toBe(0);
    expect(budgetRemainingPercent(-100_000, 10_000_000)).toBe(100);
    expect(budgetRemainingPercent(0, 0)).toBe(100);
  });
});
