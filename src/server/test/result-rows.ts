import type { ResultRow } from '@shared/api/admin-results';

/** A finisher's row as the console's results form sends it: the place, and nothing the admin adds to it. */
export function finishedAt(driverId: number, position: number): ResultRow {
  return {
    driverId,
    status: 'finished',
    position,
    time: null,
    championshipPoints: 0,
    stageWins: 0,
    powerStagePosition: null,
    category: null,
    categoryPosition: null,
  };
}
