import {
  FINISH_BONUS,
  POSITION_POINTS,
  POWER_STAGE_POINTS,
  STAGE_WIN_BONUS,
  STATUS_PENALTIES,
  SUPPORT_CATEGORIES_WITH_BONUS,
  SUPPORT_CATEGORY_PODIUM_BONUS,
} from '../constants/game';
import type { FinishStatus } from '../constants/enums';

export interface DriverResultInput {
  status: FinishStatus;
  position: number | null;
  stageWins: number;
  powerStagePosition: number | null;
  category: string | null;
  categoryPosition: number | null;
}

export interface DriverPointsBreakdown {
  position: number;
  finish: number;
  stageWins: number;
  powerStage: number;
  supportCategory: number;
  penalty: number;
  total: number;
}

/** Points for a 1-based rank in a table; anything outside the table (or not a whole number) earns nothing. */
function pointsForRank(table: readonly number[], rank: number | null): number {
  if (rank === null || !Number.isInteger(rank) || rank < 1) return 0;
  return table[rank - 1] ?? 0;
}

function hasSupportBonus(category: string | null): boolean {
  if (category === null) return false;
  // Imported results spell classes inconsistently ("wrc2", " WRC2"); the class is what matters.
  const normalised = category.trim().toUpperCase();
  return (SUPPORT_CATEGORIES_WITH_BONUS as readonly string[]).includes(normalised);
}

function statusPenalty(status: FinishStatus): number {
  switch (status) {
    case 'finished':
      return 0;
    case 'retired':
      return STATUS_PENALTIES.retired;
    case 'disqualified':
      return STATUS_PENALTIES.disqualified;
    case 'did_not_start':
      return STATUS_PENALTIES.did_not_start;
  }
}

/** Each component of a driver's fantasy score for one event, for the results and rules screens. */
export function driverEventPointsBreakdown(r: DriverResultInput): DriverPointsBreakdown {
  const finished = r.status === 'finished';
  const position = finished ? pointsForRank(POSITION_POINTS, r.position) : 0;
  const finish = finished ? FINISH_BONUS : 0;
  // Stage wins and the Power Stage count whatever the final status: a driver can win stages, retire,
  // restart under the rally rules and still score on the Power Stage. Negative counts are bad data.
  const stageWins = Math.max(0, r.stageWins) * STAGE_WIN_BONUS;
  const powerStage = pointsForRank(POWER_STAGE_POINTS, r.powerStagePosition);
  const supportCategory =
    finished &&
    hasSupportBonus(r.category) &&
    r.categoryPosition !== null &&
    Number.isInteger(r.categoryPosition) &&
    r.categoryPosition >= 1 &&
    r.categoryPosition <= 3
      ? SUPPORT_CATEGORY_PODIUM_BONUS
      : 0;
  const penalty = statusPenalty(r.status);
  return {
    position,
    finish,
    stageWins,
    powerStage,
    supportCategory,
    penalty,
    total: position + finish + stageWins + powerStage + supportCategory + penalty,
  };
}

/** A driver's fantasy points for one event (docs/game-rules.md §4). A driver absent from the entry list is not scored here: he scores 0. */
export function driverEventPoints(r: DriverResultInput): number {
  return driverEventPointsBreakdown(r).total;
}
