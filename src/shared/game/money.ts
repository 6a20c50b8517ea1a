import { roundHalfAwayFromZero } from './rounding';

/**
 * Euros as millions with one decimal ("€1.5M", "-€0.5M"). Works in whole tenths of a million so that
 * values like 1,150,000 round to 1.2 (toFixed would see 1.1499999... and give 1.1). A value that rounds to
 * zero carries no minus sign.
 */
export function formatMillions(euros: number): string {
  const tenths = roundHalfAwayFromZero(Math.abs(euros) / 100_000);
  const sign = euros < 0 && tenths !== 0 ? '-' : '';
  return `${sign}€${Math.floor(tenths / 10)}.${tenths % 10}M`;
}

/** Money left to spend; negative only if the stored figures are already inconsistent. */
export function remainingBudget(budget: number, spent: number): number {
  return budget - spent;
}

/** Share of the budget spent, for the budget bar: one decimal, between 0 and 100. */
export function budgetUsagePercent(spent: number, budget: number): number {
  if (budget <= 0) return spent > 0 ? 100 : 0;
  const percent = roundHalfAwayFromZero((spent * 1000) / budget) / 10;
  return Math.min(100, Math.max(0, percent));
}

/**
 * Share of the budget still free, for a bar drawn beside the remaining figure (so the bar and the figure
 * measure the same thing): the complement of `budgetUsagePercent`, one decimal, between 0 and 100.
 */
export function budgetRemainingPercent(spent: number, budget: number): number {
  return Math.round(1000 - budgetUsagePercent(spent, budget) * 10) / 10;
}
