import { PREDICTION_MESSAGES } from '../api/predictions';

export type PodiumPicks = readonly [number, number, number];

export type PicksCheck = { ok: true; picks: PodiumPicks } | { ok: false; message: string };

/**
 * The order of the checks of docs/game-rules.md §6.1: every place filled first, then no driver twice. The form runs it for
 * comfort before sending; the server runs it again as the authority.
 */
export function checkPodiumPicks(first: number | null | undefined, second: number | null | undefined, third: number | null | undefined): PicksCheck {
  if (first == null || second == null || third == null) return { ok: false, message: PREDICTION_MESSAGES.missingPick };
  if (first === second || first === third || second === third) {
    return { ok: false, message: PREDICTION_MESSAGES.duplicateDriver };
  }
  return { ok: true, picks: [first, second, third] };
}

export type PickOutcome = 'exact' | 'podium' | 'miss';

/**
 * How one pick fared against the real podium: the right driver in the right place, on the podium in
 * another place, or not on it. `podium` lists the real finishers by position (index 0 = 1st).
 */
export function pickOutcome(driverId: number, position: number, podium: readonly (number | undefined)[]): PickOutcome {
  if (podium[position - 1] === driverId) return 'exact';
  return podium.slice(0, 3).includes(driverId) ? 'podium' : 'miss';
}
