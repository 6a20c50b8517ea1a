import { POSITION_POINTS, POWER_STAGE_POINTS } from '@shared/constants/game';
import type { DemoResult } from './demo-types';
import type { RawResult } from './simulate-results';

/** Every driver of the demo roster races in the top class. */
const CATEGORY = 'Rally1';

const rankPoints = (table: readonly number[], rank: number | null): number =>
  rank === null ? 0 : (table[rank - 1] ?? 0);

/**
 * Completes raw rows with the facts an admin would enter from the official classification: the official
 * championship points (position points for finishers plus Power Stage points, the two parts the game
 * models) and the class position among Rally1 finishers. No fantasy scoring here: the seed publishes its
 * events through the game engine (src/server/modules/scoring), the one implementation of the rules.
 */
export function resultFacts(round: number, raw: readonly RawResult[]): DemoResult[] {
  const classOrder = raw
    .filter((r) => r.status === 'finished' && r.position !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((r) => r.driverName);
  return [...raw]
    .sort(
      (a, b) =>
        (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
        a.driverName.localeCompare(b.driverName),
    )
    .map((r) => {
      const classIndex = classOrder.indexOf(r.driverName);
      const categoryPosition = classIndex >= 0 ? classIndex + 1 : null;
      const points =
        (r.status === 'finished' ? rankPoints(POSITION_POINTS, r.position) : 0) +
        rankPoints(POWER_STAGE_POINTS, r.powerStagePosition);
      return { round, ...r, points, category: CATEGORY, categoryPosition };
    });
}
