import { PREDICTION_POINTS } from '../constants/game';

/**
 * Points for a podium prediction (docs/game-rules.md §6.2). `predicted` holds driver ids for P1..P3; `podium` holds the
 * actual P1..P3 driver ids and may be shorter (or hold gaps) when fewer than three drivers finished.
 */
export function predictionPoints(
  predicted: readonly [number, number, number],
  podium: readonly (number | undefined)[],
): number {
  let exact = 0;
  for (let i = 0; i < 3; i++) {
    const actual = podium[i];
    if (actual !== undefined && predicted[i] === actual) exact++;
  }
  if (exact === 3) return PREDICTION_POINTS.perfect;
  if (exact === 2) return PREDICTION_POINTS.twoExact;
  if (exact === 1) return PREDICTION_POINTS.oneExact;

  // "Right three, wrong order" needs three distinct picks; a repeated pick cannot name a whole podium.
  const onPodium = new Set(podium.slice(0, 3).filter((id): id is number => id !== undefined));
  const distinctPicks = new Set(predicted);
  if (distinctPicks.size === 3 && predicted.every((id) => onPodium.has(id))) {
    return PREDICTION_POINTS.podiumWrongOrder;
  }
  return 0;
}

/** Accuracy statistics count a prediction as correct when it scored anything. */
export function isCorrectPrediction(points: number): boolean {
  return points > 0;
}
