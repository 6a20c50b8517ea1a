import { CAPTAIN_MULTIPLIER } from '../constants/game';

/**
 * The captain (docs/game-rules.md §5.4): one driver of the lineup held at the lock, named before it, whose
 * event points (negative ones too) count CAPTAIN_MULTIPLIER times in the team's event score. The server
 * applies the same rule in SQL (src/server/lib/lineup-at-lock.repo.ts); the hand-computed season of
 * src/server/modules/fantasy/captain.test.ts checks that the two agree.
 */

export interface LineupPoints {
  points: number;
  captain: boolean;
}

/** What the armband adds on top of the driver's own points: his points once more, a loss once more too. */
export function captainBonus(driver: LineupPoints): number {
  return driver.captain ? driver.points * (CAPTAIN_MULTIPLIER - 1) : 0;
}

/** A team's event score from the lineup at the lock: each driver's points, the captain's counted twice. */
export function teamEventPoints(lineup: readonly LineupPoints[]): number {
  return lineup.reduce((sum, d) => sum + d.points + captainBonus(d), 0);
}
