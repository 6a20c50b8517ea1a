// Averages and money scaling carry binary noise (e.g. 0.5 arriving as 0.49999999999), so a half is
// recognised within this tolerance rather than demanding an exact 0.5 fraction.
const HALF_TOLERANCE = 1e-9;

/** Rounds to the nearest integer with halves away from zero (2.5 → 3, −2.5 → −3), as docs/game-rules.md §1.1 requires. */
export function roundHalfAwayFromZero(x: number): number {
  if (!Number.isFinite(x)) return x;
  const magnitude = Math.abs(x);
  const whole = Math.floor(magnitude);
  const rounded = magnitude - whole >= 0.5 - HALF_TOLERANCE ? whole + 1 : whole;
  // Avoid returning -0, which would print and compare oddly (Object.is(-0, 0) is false).
  return x < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Rounds to the nearest multiple of `step` with the same half rule. */
export function roundToStep(x: number, step: number): number {
  if (!(step > 0)) throw new RangeError(`step must be positive, got ${step}`);
  return roundHalfAwayFromZero(x / step) * step;
}
