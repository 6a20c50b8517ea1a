/** The current season is the current calendar year, in UTC (docs/game-rules.md §1.3). */
export function currentSeason(now: Date): number {
  return now.getUTCFullYear();
}
