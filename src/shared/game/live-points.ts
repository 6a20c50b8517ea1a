import type { FinishStatus } from '../constants/enums';
import type { LiveDriverState } from '../api/live';
import { driverEventPointsBreakdown, type DriverPointsBreakdown } from './driver-points';
import type { OverallPlace } from './live-classification';
import { predictionPoints } from './prediction-points';

/**
 * Provisional fantasy points (docs/game-rules.md §15.4): the final rules of §4 applied to the rally so far —
 * a running driver as a finisher at his current overall position, a driver out as retired, a non-starter as
 * one. The support-category bonus (§4.6) waits for the official results, which carry the categories.
 */

const FINAL_STATUS: Record<LiveDriverState, FinishStatus> = {
  running: 'finished',
  retired: 'retired',
  restarted: 'retired',
  did_not_start: 'did_not_start',
};

export function provisionalDriverBreakdown(place: OverallPlace): DriverPointsBreakdown {
  return driverEventPointsBreakdown({
    status: FINAL_STATUS[place.state],
    position: place.position,
    stageWins: place.stageWins,
    powerStagePosition: place.powerStagePosition,
    category: null,
    categoryPosition: null,
  });
}

/** The final status a derived state stands for (§15.4), also used to fill the result draft (§15.6). */
export function finalStatusOf(state: LiveDriverState): FinishStatus {
  return FINAL_STATUS[state];
}

/** The current top three of the overall, in order (shorter when fewer are running). */
export function currentPodium(overall: readonly OverallPlace[]): number[] {
  return overall
    .filter((p) => p.position !== null && p.position <= 3)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((p) => p.driverId);
}

/** A prediction's provisional points against the current top three (§6.2 applied live). */
export function provisionalPredictionPoints(picks: readonly [number, number, number], overall: readonly OverallPlace[]): number {
  return predictionPoints(picks, currentPodium(overall));
}
