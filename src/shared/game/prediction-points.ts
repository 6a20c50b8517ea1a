import { PREDICTION_POINTS } from '../constants/game';
import { roundHalfAwayFromZero } from './rounding';

/**
 * The kinds of hit of docs/game-rules.md §6.2, best first: the first that applies is the prediction's. A
 * player sees the kind beside the points, so "1 of 1 correct" can be told apart from a perfect podium.
 */
export const PREDICTION_HITS = ['perfect', 'twoExact', 'oneExact', 'podiumWrongOrder', 'none'] as const;
export type PredictionHit = (typeof PREDICTION_HITS)[number];

export const PREDICTION_HIT_POINTS: Readonly<Record<PredictionHit, number>> = { ...PREDICTION_POINTS, none: 0 };

/**
 * The kind of hit of a podium prediction (docs/game-rules.md §6.2). `predicted` holds driver ids for P1..P3;
 * `podium` holds the actual P1..P3 driver ids and may be shorter (or hold gaps) when fewer than three finished.
 */
export function predictionHit(
  predicted: readonly [number, number, number],
  podium: readonly (number | null | undefined)[],
): PredictionHit {
  let exact = 0;
  for (let i = 0; i < 3; i++) {
    const actual = podium[i];
    if (actual != null && predicted[i] === actual) exact++;
  }
  if (exact === 3) return 'perfect';
  if (exact === 2) return 'twoExact';
  if (exact === 1) return 'oneExact';

  // "Right three, wrong order" needs three distinct picks; a repeated pick cannot name a whole podium.
  const onPodium = new Set(podium.slice(0, 3).filter((id): id is number => id != null));
  const distinctPicks = new Set(predicted);
  if (distinctPicks.size === 3 && predicted.every((id) => onPodium.has(id))) return 'podiumWrongOrder';
  return 'none';
}

/** Points for a podium prediction (docs/game-rules.md §6.2). */
export function predictionPoints(
  predicted: readonly [number, number, number],
  podium: readonly (number | null | undefined)[],
): number {
  return PREDICTION_HIT_POINTS[predictionHit(predicted, podium)];
}

/** Accuracy statistics count a prediction as correct when it scored anything (docs/game-rules.md §6.4). */
export function isCorrectPrediction(points: number): boolean {
  return points > 0;
}

/** Correct / scored predictions in whole percent, rounded by §1.1 (docs/game-rules.md §6.4); 0 with none scored. */
export function predictionAccuracy(correct: number, scored: number): number {
  return scored > 0 ? roundHalfAwayFromZero((100 * correct) / scored) : 0;
}
