import { FORM_THRESHOLD, MARKET, ODDS_WINDOW } from '../constants/game';
import type { Form } from '../constants/enums';
import { roundHalfAwayFromZero, roundToStep } from './rounding';

const clamp = (x: number, min: number, max: number): number => Math.min(max, Math.max(min, x));

/**
 * What a driver is expected to score: the plain (unrounded) average of his fantasy points over earlier
 * events, or MARKET.defaultExpected for a newcomer so a first event moves the price from a neutral start.
 */
export function expectedPoints(previous: readonly number[]): number {
  if (previous.length === 0) return MARKET.defaultExpected;
  return previous.reduce((sum, p) => sum + p, 0) / previous.length;
}

/** The public price formula: clamp(round_to_0.1M((points − expected) × 0.02M), −0.5M, +0.5M). */
export function priceChange(points: number, expected: number): number {
  const raw = roundToStep((points - expected) * MARKET.pointValue, MARKET.step);
  return clamp(raw, -MARKET.maxChange, MARKET.maxChange) || 0;
}

/**
 * Applies a change within the 0.5M–5.0M price band. The returned change is what actually happened, which is
 * what market trends and price history must record (a driver at the ceiling cannot rise further).
 */
export function applyPriceChange(price: number, change: number): { price: number; change: number } {
  const next = clamp(price + change, MARKET.minPrice, MARKET.maxPrice);
  return { price: next, change: next - price || 0 };
}

/**
 * A driver's price after one more event (docs/game-rules.md §9.1–§9.3): the change from his points against
 * the average of his earlier ones, applied within the price band. The engine's replay and the driver page's
 * what-if preview (§9.12) both call this, so the preview can never drift from what a publish does.
 */
export function nextPrice(price: number, points: number, earlierPoints: readonly number[]): { price: number; change: number } {
  return applyPriceChange(price, priceChange(points, expectedPoints(earlierPoints)));
}

/** Percent change relative to the old price, one decimal, halves away from zero; 0 when there is no old price. */
export function percentChange(oldPrice: number, change: number): number {
  if (oldPrice <= 0) return 0;
  // Scaling before dividing keeps tenths of a percent exact for whole-euro inputs.
  return roundHalfAwayFromZero((change * 1000) / oldPrice) / 10;
}

/**
 * Form compares the last event with an average the caller gives (docs/game-rules.md §9.7: the average of the
 * driver's earlier events); with either missing there is nothing to compare.
 */
export function driverForm(lastPoints: number | undefined, average: number | undefined): Form {
  if (lastPoints === undefined || average === undefined) return 'stable';
  const diff = lastPoints - average;
  if (diff >= FORM_THRESHOLD) return 'up';
  if (diff <= -FORM_THRESHOLD) return 'down';
  return 'stable';
}

/**
 * A driver's form from his fantasy points of the season, oldest event first (docs/game-rules.md §9.7): the
 * last event against the plain average of the events BEFORE it. A season average that included the last
 * event would shrink every gap by (n − 1)/n (10, 10, 14 would read 14 − 11.33 = 2.67, stable, instead of
 * 14 − 10 = 4, up). With fewer than two events there is no earlier event to compare with: stable.
 */
export function formFromPoints(points: readonly number[]): Form {
  if (points.length < 2) return 'stable';
  const earlier = points.slice(0, -1);
  const average = earlier.reduce((sum, p) => sum + p, 0) / earlier.length;
  return driverForm(points[points.length - 1], average);
}

/** A podium as the odds count it (docs/game-rules.md §9.8): a classified finish in the top three. */
export function isPodiumFinish(result: { status: string; position: number | null }): boolean {
  return result.status === 'finished' && result.position !== null && result.position <= 3;
}

/**
 * Smoothed odds from the recent podium rate. `recentPodiums` is in chronological order (oldest first);
 * only the last ODDS_WINDOW entries count. The +3 / +1 smoothing keeps a driver with little history from
 * getting extreme odds: no history gives 3.
 */
export function nextEventOdds(recentPodiums: readonly boolean[]): number {
  const recent = recentPodiums.slice(-ODDS_WINDOW);
  const n = recent.length;
  const p = recent.filter(Boolean).length;
  return Math.max(1, roundHalfAwayFromZero((n + 3) / (p + 1)));
}

/** Podium chance in percent shown beside the odds, capped at 100. */
export function podiumChance(odds: number): number {
  if (odds <= 0) return 100;
  return Math.min(100, roundHalfAwayFromZero(100 / odds));
}
