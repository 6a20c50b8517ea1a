/** "The current season is the current calendar year" (spec §9), in UTC. */
export function currentSeason(now: Date): number {
  return now.getUTCFullYear();
}
