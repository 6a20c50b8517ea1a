import { describe, expect, it } from 'vitest';
import { cheapestFill, isBudgetTrap } from './budget-trap';

const M = 1_000_000;

describe('budget traps (docs/game-rules.md §16.2)', () => {
  it('sums the cheapest prices for the seats left', () => {
    expect(cheapestFill([3 * M, 1.2 * M, 2 * M], 2)).toBe(3.2 * M);
    expect(cheapestFill([3 * M], 2)).toBeNull();
    expect(cheapestFill([], 0)).toBe(0);
  });

  it('is a trap when €1.0M is left for the last seat and the cheapest driver costs €1.2M', () => {
    expect(isBudgetTrap({ held: 3, remaining: 5 * M, price: 4 * M, otherPrices: [1.2 * M, 2 * M] })).toBe(true);
  });

  it('is no trap when the money left buys the cheapest drivers for every seat, exactly', () => {
    expect(isBudgetTrap({ held: 2, remaining: 6 * M, price: 3 * M, otherPrices: [1.5 * M, 1.5 * M, 4 * M] })).toBe(false);
  });

  it('is never a trap for the fifth driver', () => {
    expect(isBudgetTrap({ held: 4, remaining: 2 * M, price: 2 * M, otherPrices: [] })).toBe(false);
  });

  it('is a trap when too few drivers are left to fill the seats', () => {
    expect(isBudgetTrap({ held: 0, remaining: 10 * M, price: 1 * M, otherPrices: [1 * M, 1 * M] })).toBe(true);
  });
});
