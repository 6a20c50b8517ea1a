import { roundHalfAwayFromZero } from './rounding';

/**
 * A driver's ownership (docs/game-rules.md §9.11): the percent of the teams holding at least one driver that
 * hold him, one decimal, halves away from zero (§1.1). With no such team there is no crowd: 0.
 */
export function ownershipShare(holders: number, teams: number): number {
  if (teams <= 0) return 0;
  // Scaling before dividing keeps tenths exact for whole counts (1 of 8 is 12.5, not 12.499…).
  return roundHalfAwayFromZero((holders * 1000) / teams) / 10;
}
