import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, roundToStep } from './rounding';

describe('roundHalfAwayFromZero (game-rules §1.1)', () => {
  it('rounds halves away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(0.5)).toBe(1);
    expect(roundHalfAwayFromZero(-0.5)).toBe(-1);
  });

  it('rounds non-halves to the nearest integer', () => {
    expect(roundHalfAwayFromZero(2.4)).toBe(2);
    expect(roundHalfAwayFromZero(2.6)).toBe(3);
    expect(roundHalfAwayFromZero(-2.4)).toBe(-2);
    expect(roundHalfAwayFromZero(-2.6)).toBe(-3);
  });

  it('keeps integers unchanged', () => {
    expect(roundHalfAwayFromZero(7)).toBe(7);
    expect(roundHalfAwayFromZero(-7)).toBe(-7);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0), 0)).toBe(true);
  });

  it('treats a half blurred by floating point as a half', () => {
    // 0.145 * 100 = 14.499999999999998 in binary floating point; the intended value is 14.5.
    expect(roundHalfAwayFromZero(0.145 * 100)).toBe(15);
  });

  it('passes non-finite values through', () => {
    expect(roundHalfAwayFromZero(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundHalfAwayFromZero(Number.NaN)).toBeNaN();
  });
});

describe('roundToStep (game-rules §1.1)', () => {
  it('rounds to the nearest multiple of the step', () => {
    expect(roundToStep(140_000, 100_000)).toBe(100_000);
    expect(roundToStep(160_000, 100_000)).toBe(200_000);
    expect(roundToStep(-160_000, 100_000)).toBe(-200_000);
    expect(roundToStep(40_000, 100_000)).toBe(0);
  });

  it('rounds halves away from zero', () => {
    expect(roundToStep(50_000, 100_000)).toBe(100_000);
    expect(roundToStep(-50_000, 100_000)).toBe(-100_000);
    expect(roundToStep(250_000, 100_000)).toBe(300_000);
    expect(roundToStep(7.5, 5)).toBe(10);
  });

  it('rejects a non-positive step', () => {
    expect(() => roundToStep(10, 0)).toThrow(RangeError);
    expect(() => roundToStep(10, -1)).toThrow(RangeError);
  });
});
