import { describe, expect, it } from 'vitest';
import {
  applyPriceChange,
  driverForm,
  expectedPoints,
  formFromPoints,
  nextEventOdds,
  nextPrice,
  percentChange,
  podiumChance,
  priceChange,
} from './market';

describe('expectedPoints (game-rules §9.1)', () => {
  it('is 10 for a driver with no earlier events', () => {
    expect(expectedPoints([])).toBe(10);
  });

  it('is the average of earlier event points', () => {
    expect(expectedPoints([10, 20, 30])).toBe(20);
    expect(expectedPoints([-5, 5])).toBe(0);
    expect(expectedPoints([7])).toBe(7);
  });

  it('is not rounded', () => {
    expect(expectedPoints([11, 12, 12])).toBeCloseTo(35 / 3, 10);
    expect(expectedPoints([9, 10])).toBe(9.5);
  });
});

describe('priceChange (game-rules §9.2)', () => {
  it('moves 0.02M per point away from expectation, in 0.1M steps', () => {
    // (25 - 10) * 20,000 = 300,000
    expect(priceChange(25, 10)).toBe(300_000);
    // (-10 - 10) * 20,000 = -400,000
    expect(priceChange(-10, 10)).toBe(-400_000);
  });

  it('is 0 when the driver scores as expected', () => {
    expect(Object.is(priceChange(10, 10), 0)).toBe(true);
  });

  it('rounds to the nearest 0.1M', () => {
    // 2 * 20,000 = 40,000 -> 0; 3 * 20,000 = 60,000 -> 100,000
    expect(priceChange(12, 10)).toBe(0);
    expect(priceChange(13, 10)).toBe(100_000);
    expect(priceChange(7, 10)).toBe(-100_000);
    // (14 - 35/3) * 20,000 = 46,667 -> 0
    expect(priceChange(14, 35 / 3)).toBe(0);
  });

  it('rounds a half step away from zero', () => {
    // (12 - 9.5) * 20,000 = 50,000 -> 100,000
    expect(priceChange(12, 9.5)).toBe(100_000);
    // (7 - 9.5) * 20,000 = -50,000 -> -100,000
    expect(priceChange(7, 9.5)).toBe(-100_000);
  });

  it('caps the move at 0.5M either way', () => {
    // 30 * 20,000 = 600,000 -> 500,000
    expect(priceChange(40, 10)).toBe(500_000);
    // -35 * 20,000 = -700,000 -> -500,000
    expect(priceChange(-15, 20)).toBe(-500_000);
    // exactly 25 points over: 500,000 stays
    expect(priceChange(35, 10)).toBe(500_000);
  });
});

describe('applyPriceChange (game-rules §9.3)', () => {
  it('applies a change inside the band', () => {
    expect(applyPriceChange(1_000_000, 300_000)).toEqual({ price: 1_300_000, change: 300_000 });
    expect(applyPriceChange(2_000_000, -500_000)).toEqual({ price: 1_500_000, change: -500_000 });
  });

  it('stops at the 5.0M ceiling and reports the effective change', () => {
    expect(applyPriceChange(4_800_000, 500_000)).toEqual({ price: 5_000_000, change: 200_000 });
    expect(applyPriceChange(5_000_000, 100_000)).toEqual({ price: 5_000_000, change: 0 });
  });

  it('stops at the 0.5M floor and reports the effective change', () => {
    expect(applyPriceChange(600_000, -500_000)).toEqual({ price: 500_000, change: -100_000 });
    expect(applyPriceChange(500_000, -100_000)).toEqual({ price: 500_000, change: 0 });
  });

  it('pulls a price that was outside the band back into it', () => {
    expect(applyPriceChange(6_000_000, 0)).toEqual({ price: 5_000_000, change: -1_000_000 });
  });
});

describe('percentChange (game-rules §9.5)', () => {
  it('is the change relative to the old price, to one decimal', () => {
    expect(percentChange(1_000_000, 100_000)).toBe(10);
    expect(percentChange(2_000_000, -500_000)).toBe(-25);
    // 100,000 / 2,300,000 = 4.3478% -> 4.3
    expect(percentChange(2_300_000, 100_000)).toBe(4.3);
  });

  it('rounds halves away from zero', () => {
    // 100,000 / 1,600,000 = 6.25% -> 6.3
    expect(percentChange(1_600_000, 100_000)).toBe(6.3);
    expect(percentChange(1_600_000, -100_000)).toBe(-6.3);
  });

  it('is 0 for no change or no old price', () => {
    expect(percentChange(1_000_000, 0)).toBe(0);
    expect(percentChange(0, 100_000)).toBe(0);
  });
});

describe('driverForm (game-rules §9.7)', () => {
  it('is up when the last event beat the average by 3 or more', () => {
    expect(driverForm(13, 10)).toBe('up');
    expect(driverForm(30, 10)).toBe('up');
  });

  it('is down when the last event fell 3 or more below the average', () => {
    expect(driverForm(7, 10)).toBe('down');
    expect(driverForm(-5, 10)).toBe('down');
  });

  it('is stable inside the threshold', () => {
    expect(driverForm(12.9, 10)).toBe('stable');
    expect(driverForm(7.1, 10)).toBe('stable');
    expect(driverForm(10, 10)).toBe('stable');
  });

  it('is stable without data', () => {
    expect(driverForm(undefined, undefined)).toBe('stable');
    expect(driverForm(20, undefined)).toBe('stable');
    expect(driverForm(undefined, 5)).toBe('stable');
  });
});

describe('formFromPoints: the last event against the average of the EARLIER events (game-rules §9.7)', () => {
  it('is up for 10, 10, 14: earlier average 10, last 14 (a season average of 11.33 would say stable)', () => {
    expect(formFromPoints([10, 10, 14])).toBe('up');
  });

  it('is down for 14, 14, 10: earlier average 14, last 10 (a season average of 12.67 would say stable)', () => {
    expect(formFromPoints([14, 14, 10])).toBe('down');
  });

  it('counts a gap of exactly 3 either way (5, 15, 13: earlier 10, last 13; 12, 8, 7: earlier 10, last 7)', () => {
    expect(formFromPoints([5, 15, 13])).toBe('up');
    expect(formFromPoints([12, 8, 7])).toBe('down');
  });

  it('is stable inside the threshold (10, 12: gap 2) and with fewer than two events', () => {
    expect(formFromPoints([10, 12])).toBe('stable');
    expect(formFromPoints([25])).toBe('stable');
    expect(formFromPoints([])).toBe('stable');
  });
});

describe('nextEventOdds (game-rules §9.8)', () => {
  it('is 3 with no history', () => {
    // (0 + 3) / (0 + 1) = 3
    expect(nextEventOdds([])).toBe(3);
  });

  it('smooths the podium rate over the last events', () => {
    // n=5, p=0: 8 / 1 = 8
    expect(nextEventOdds([false, false, false, false, false])).toBe(8);
    // n=5, p=1: 8 / 2 = 4
    expect(nextEventOdds([false, true, false, false, false])).toBe(4);
    // n=5, p=2: 8 / 3 = 2.67 -> 3
    expect(nextEventOdds([true, false, true, false, false])).toBe(3);
    // n=5, p=3: 8 / 4 = 2
    expect(nextEventOdds([true, true, true, false, false])).toBe(2);
    // n=1, p=0: 4 / 1 = 4
    expect(nextEventOdds([false])).toBe(4);
  });

  it('rounds halves away from zero', () => {
    // n=4, p=1: 7 / 2 = 3.5 -> 4
    expect(nextEventOdds([true, false, false, false])).toBe(4);
    // n=2, p=1: 5 / 2 = 2.5 -> 3
    expect(nextEventOdds([false, true])).toBe(3);
  });

  it('never goes below 1', () => {
    // n=5, p=5: 8 / 6 = 1.33 -> 1
    expect(nextEventOdds([true, true, true, true, true])).toBe(1);
    // n=1, p=1: 4 / 2 = 2
    expect(nextEventOdds([true])).toBe(2);
  });

  it('uses only the 5 most recent events (the end of the list)', () => {
    // Last five are all podiums: n=5, p=5 -> 1; the older misses are ignored.
    expect(nextEventOdds([false, false, false, true, true, true, true, true])).toBe(1);
    // Last five are all misses: n=5, p=0 -> 8; the older podiums are ignored.
    expect(nextEventOdds([true, true, true, false, false, false, false, false])).toBe(8);
  });
});

describe('game-rules §9.10: the worked price example of the rules document', () => {
  it('A opens at €2.0M and scores 35, −5, 27: €2.5M, €2.0M (clamped from −0.8M), €2.2M (+10.0 %)', () => {
    const e1 = applyPriceChange(2_000_000, priceChange(35, expectedPoints([])));
    expect(e1).toEqual({ price: 2_500_000, change: 500_000 });
    const e2 = applyPriceChange(e1.price, priceChange(-5, expectedPoints([35])));
    expect(e2).toEqual({ price: 2_000_000, change: -500_000 });
    const e3 = applyPriceChange(e2.price, priceChange(27, expectedPoints([35, -5])));
    expect(e3).toEqual({ price: 2_200_000, change: 200_000 });
    expect(percentChange(e3.price - e3.change, e3.change)).toBe(10);
  });

  it('rounds a half step away from zero: expected 12.5, points 25 → +€0.3M, points 0 → −€0.3M', () => {
    expect(priceChange(25, expectedPoints([10, 15]))).toBe(300_000);
    expect(priceChange(0, expectedPoints([10, 15]))).toBe(-300_000);
  });

  it('records the change that happened at the ceiling: €4.8M + 0.5M is €5.0M, +€0.2M, +4.2 %', () => {
    expect(applyPriceChange(4_800_000, 500_000)).toEqual({ price: 5_000_000, change: 200_000 });
    expect(percentChange(4_800_000, 200_000)).toBe(4.2);
  });
});

describe('podiumChance (game-rules §9.9)', () => {
  it('is round(100 / odds)', () => {
    expect(podiumChance(1)).toBe(100);
    expect(podiumChance(2)).toBe(50);
    expect(podiumChance(3)).toBe(33);
    expect(podiumChance(4)).toBe(25);
    expect(podiumChance(6)).toBe(17);
  });

  it('rounds halves away from zero', () => {
    // 100 / 8 = 12.5 -> 13
    expect(podiumChance(8)).toBe(13);
  });

  it('is capped at 100', () => {
    expect(podiumChance(0.5)).toBe(100);
    expect(podiumChance(0)).toBe(100);
  });
});

describe('nextPrice: the what-if preview and the engine share one step (game-rules §9.12)', () => {
  it('gives §9.10\'s third move from the two earlier events: €2.0M, 27 points after 35 and −5 → €2.2M', () => {
    expect(nextPrice(2_000_000, 27, [35, -5])).toEqual({ price: 2_200_000, change: 200_000 });
  });

  it('expects 10 from a newcomer, clamps at ±€0.5M and holds the band', () => {
    // (40 − 10) × 0.02 = 0.6 → +0.5 (clamp).
    expect(nextPrice(1_000_000, 40, [])).toEqual({ price: 1_500_000, change: 500_000 });
    // At €0.6M a −0.5M change stops at the floor: €0.5M, −€0.1M.
    expect(nextPrice(600_000, -30, [])).toEqual({ price: 500_000, change: -100_000 });
    // Exactly the expectation: no move.
    expect(nextPrice(3_000_000, 15, [10, 20])).toEqual({ price: 3_000_000, change: 0 });
  });
});
