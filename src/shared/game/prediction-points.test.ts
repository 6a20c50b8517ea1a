import { describe, expect, it } from 'vitest';
import { isCorrectPrediction, predictionAccuracy, predictionHit, predictionPoints } from './prediction-points';

describe('predictionPoints (game-rules §6.2)', () => {
  const podium = [10, 20, 30];

  it('gives 15 for a perfect podium', () => {
    expect(predictionPoints([10, 20, 30], podium)).toBe(15);
  });

  it('gives 10 for two drivers in the exact position', () => {
    expect(predictionPoints([10, 20, 99], podium)).toBe(10);
    expect(predictionPoints([10, 99, 30], podium)).toBe(10);
    expect(predictionPoints([99, 20, 30], podium)).toBe(10);
  });

  it('gives 5 for one driver in the exact position', () => {
    expect(predictionPoints([10, 98, 99], podium)).toBe(5);
    expect(predictionPoints([97, 98, 30], podium)).toBe(5);
  });

  it('prefers one exact position over the wrong-order bonus', () => {
    // 10 is exact; 20 and 30 are swapped: one exact = 5, not 3.
    expect(predictionPoints([10, 30, 20], podium)).toBe(5);
  });

  it('gives 3 when all three are on the podium in another order', () => {
    expect(predictionPoints([20, 30, 10], podium)).toBe(3);
    expect(predictionPoints([30, 10, 20], podium)).toBe(3);
  });

  it('gives 0 when the drivers are on the podium only partly and never in place', () => {
    expect(predictionPoints([20, 10, 99], podium)).toBe(0);
  });

  it('gives 0 when no predicted driver is on the podium', () => {
    expect(predictionPoints([97, 98, 99], podium)).toBe(0);
  });

  it('scores against a short podium when fewer than three finished (game-rules §6.3)', () => {
    expect(predictionPoints([10, 20, 30], [10, 20])).toBe(10);
    expect(predictionPoints([10, 20, 30], [10])).toBe(5);
    expect(predictionPoints([20, 10, 30], [10, 20])).toBe(0);
    expect(predictionPoints([10, 20, 30], [])).toBe(0);
  });

  it('treats gaps in the podium as nobody', () => {
    expect(predictionPoints([10, 20, 30], [10, undefined, 30])).toBe(10);
  });

  it('does not give the wrong-order bonus for a repeated pick', () => {
    expect(predictionPoints([20, 10, 10], podium)).toBe(0);
  });

  it('ignores podium entries past third place', () => {
    expect(predictionPoints([20, 30, 40], [10, 20, 30, 40])).toBe(0);
  });
});

describe('game-rules §6.6: the worked examples of the rules document', () => {
  // Drivers A..F are ids 1..6; the real podium is A, B, C.
  const [A, B, C, D, E, F] = [1, 2, 3, 4, 5, 6] as const;
  it.each<[string, [number, number, number], number]>([
    ['A, B, C', [A, B, C], 15],
    ['A, B, D', [A, B, D], 10],
    ['A, D, E', [A, D, E], 5],
    ['A, C, B', [A, C, B], 5],
    ['C, A, B', [C, A, B], 3],
    ['B, A, D', [B, A, D], 0],
    ['D, E, F', [D, E, F], 0],
  ])('%s against A, B, C scores %i', (_label, picks, points) => {
    expect(predictionPoints(picks, [A, B, C])).toBe(points);
  });

  it('with only A and B classified: A, B, C scores 10 and C, A, B scores 0', () => {
    expect(predictionPoints([A, B, C], [A, B])).toBe(10);
    expect(predictionPoints([C, A, B], [A, B])).toBe(0);
  });
});

describe('isCorrectPrediction (game-rules §6.4)', () => {
  it('is true for any scoring prediction', () => {
    expect(isCorrectPrediction(15)).toBe(true);
    expect(isCorrectPrediction(3)).toBe(true);
  });

  it('is false for 0', () => {
    expect(isCorrectPrediction(0)).toBe(false);
  });
});

describe('predictionHit: the kind of hit behind the points (game-rules §6.2)', () => {
  const podium = [10, 20, 30];
  it.each<[[number, number, number], string]>([
    [[10, 20, 30], 'perfect'],
    [[10, 20, 99], 'twoExact'],
    [[10, 30, 20], 'oneExact'],
    [[20, 30, 10], 'podiumWrongOrder'],
    [[20, 10, 99], 'none'],
  ])('%j against 10, 20, 30 is %s', (picks, hit) => {
    expect(predictionHit(picks, podium)).toBe(hit);
  });

  it('reads a gap in the podium (null from SQL) as nobody', () => {
    expect(predictionHit([10, 20, 30], [10, null, 30])).toBe('twoExact');
  });
});

describe('predictionAccuracy (game-rules §6.4)', () => {
  it('is correct / scored in whole percent, a half rounded up', () => {
    // The rules' examples: 15, 0, 0 → 1 of 3, 33 %; 10, 5, 0 → 2 of 3, 67 %.
    expect(predictionAccuracy(1, 3)).toBe(33);
    expect(predictionAccuracy(2, 3)).toBe(67);
    expect(predictionAccuracy(1, 8)).toBe(13);
    expect(predictionAccuracy(1, 1)).toBe(100);
  });

  it('is 0 with nothing scored', () => {
    expect(predictionAccuracy(0, 0)).toBe(0);
  });
});
