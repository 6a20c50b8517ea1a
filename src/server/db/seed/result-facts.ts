import { POSITION_POINTS, POWER_STAGE_POINTS } from '@shared/constants/game';
import type { FinishStatus } from '@shared/constants/enums';
import type { DemoResult } from './demo-types';
import type { RawResult } from './simulate-results';

/** Every driver of the demo roster races in the top class. */
const CATEGORY = 'Rally1';

const rankPoints = (table: readonly number[], rank: number | null): number =>
  rank === null ? 0 : (table[rank - 1] ?? 0);

interface Classified {
  status: FinishStatus;
  position: number | null;
  powerStagePosition: number | null;
}

/**
 * What an admin adds to a classification from the official one: the championship points (position points for
 * finishers plus Power Stage points, the two parts the game models) and the class position among the Rally1
 * finishers. Rows keep their order. Used for the seed's results and the demo's rally in progress (0201).
 */
export function officialFacts<T extends Classified>(rows: readonly T[]): (T & { points: number; category: string; categoryPosition: number | null })[] {
  const classOrder = rows
    .filter((r) => r.status === 'finished' && r.position !== null)
    .map((r) => r.position)
    .sort((a, b) => (a ?? 0) - (b ?? 0));
  return rows.map((r) => {
    const classIndex = r.status === 'finished' && r.position !== null ? classOrder.indexOf(r.position) : -1;
    const points =
      (r.status === 'finished' ? rankPoints(POSITION_POINTS, r.position) : 0) + rankPoints(POWER_STAGE_POINTS, r.powerStagePosition);
    return { ...r, points, category: CATEGORY, categoryPosition: classIndex >= 0 ? classIndex + 1 : null };
  });
}

/**
 * Completes raw rows with the facts an admin would enter from the official classification (officialFacts).
 * No fantasy scoring here: the seed publishes its events through the game engine
 * (src/server/modules/scoring), the one implementation of the rules.
 */
export function resultFacts(round: number, raw: readonly RawResult[]): DemoResult[] {
  const ordered = [...raw].sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      a.driverName.localeCompare(b.driverName),
  );
  return officialFacts(ordered).map((r) => ({ round, ...r }));
}
