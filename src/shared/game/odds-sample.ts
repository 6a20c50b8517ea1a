import { ODDS_WINDOW } from '../constants/game';
import { isPodiumFinish } from './market';

/**
 * The sample behind a driver's next-rally odds (docs/game-rules.md §9.8, §16.6): his last ODDS_WINDOW results and the
 * podiums among them. Shown beside the odds so "1:1" reads as "1 podium in 1 start", and no percentage is
 * drawn from fewer than MIN_STARTS_FOR_PERCENT starts (issue 30, part 13).
 */
export const MIN_STARTS_FOR_PERCENT = 3;

export interface OddsSample {
  starts: number;
  podiums: number;
}

export function oddsSample(resultsNewestFirst: readonly { status: string; position: number | null }[]): OddsSample {
  const recent = resultsNewestFirst.slice(0, ODDS_WINDOW);
  const podiums = recent.filter(isPodiumFinish).length;
  return { starts: recent.length, podiums };
}
