export interface ManagerEventScore {
  eventId: number;
  teamPoints: number | null;
  predictionPoints: number | null;
}

export interface ManagerTotals {
  totalPoints: number;
  bestRally: number;
  rallies: number;
}

/**
 * Season totals for a manager (docs/game-rules.md §7). Null means "nothing scored" (no team at lineup lock, no
 * prediction), which differs from a scored 0: only events with at least one non-null value count as
 * rallies and compete for the best rally. Rows sharing an event id are combined into one rally.
 */
export function managerTotals(perEvent: ManagerEventScore[]): ManagerTotals {
  const byEvent = new Map<number, number>();
  for (const e of perEvent) {
    if (e.teamPoints === null && e.predictionPoints === null) continue;
    const sum = (e.teamPoints ?? 0) + (e.predictionPoints ?? 0);
    byEvent.set(e.eventId, (byEvent.get(e.eventId) ?? 0) + sum);
  }
  const sums = [...byEvent.values()];
  return {
    totalPoints: sums.reduce((total, s) => total + s, 0),
    bestRally: sums.length === 0 ? 0 : Math.max(...sums),
    rallies: sums.length,
  };
}
