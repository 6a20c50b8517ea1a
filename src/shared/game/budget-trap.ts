import { MAX_TEAM_DRIVERS } from '../constants/game';

/**
 * Budget traps (docs/game-rules.md §16.2, docs/decisions/0193): a purchase that leaves the team unable to buy
 * its remaining seats at today's prices is allowed, but only once the player has confirmed it.
 */

/** What the `seats` cheapest of `prices` cost together; null when fewer drivers than seats are left. */
export function cheapestFill(prices: readonly number[], seats: number): number | null {
  if (seats <= 0) return 0;
  if (prices.length < seats) return null;
  return [...prices]
    .sort((a, b) => a - b)
    .slice(0, seats)
    .reduce((sum, p) => sum + p, 0);
}

export interface TrapCheck {
  /** Drivers held before the purchase. */
  held: number;
  /** Budget left before the purchase. */
  remaining: number;
  price: number;
  /** Today's prices of the drivers the team could still add after this one (neither held nor being bought). */
  otherPrices: readonly number[];
}

/** True when, after buying, the seats still free cannot all be filled with the budget left. */
export function isBudgetTrap({ held, remaining, price, otherPrices }: TrapCheck): boolean {
  const seats = MAX_TEAM_DRIVERS - held - 1;
  if (seats <= 0) return false;
  const fill = cheapestFill(otherPrices, seats);
  return fill === null || fill > remaining - price;
}
