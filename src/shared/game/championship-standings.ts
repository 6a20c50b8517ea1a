import { rankChampionship, standingTrend, type StandingTrend } from './standings';

/** One official result row of a completed event, reduced to what the standings need. */
export interface StandingResult {
  eventId: number;
  /** Event start in epoch milliseconds: orders the events of the season. */
  eventStart: number;
  /** The driver (or constructor team) the points count for; null rows are ignored. */
  subjectId: number | null;
  points: number;
}

export interface StandingWithMovement {
  id: number;
  points: number;
  position: number;
  previousPosition: number | null;
  trend: StandingTrend;
}

function totals(results: readonly StandingResult[], extraIds: readonly number[]): Map<number, number> {
  const sums = new Map<number, number>(extraIds.map((id) => [id, 0]));
  for (const r of results) {
    if (r.subjectId === null) continue;
    sums.set(r.subjectId, (sums.get(r.subjectId) ?? 0) + r.points);
  }
  return sums;
}

function rank(sums: Map<number, number>): Map<number, number> {
  const ranked = rankChampionship([...sums].map(([id, points]) => ({ id, points })));
  return new Map(ranked.map((r) => [r.id, r.position]));
}

/**
 * Championship standings (docs/game-rules.md §10) with `previousPosition` = the position before the latest event
 * that has results, and the trend between the two. The latest event is the one with the latest start
 * (then the highest id). With a single event there is no earlier table, so every previous position is
 * null and every trend "same". `extraIds` are subjects that rank even without results (constructor teams
 * whose drivers have not scored); they take part in the earlier table too when one exists.
 */
export function standingsWithMovement(
  results: readonly StandingResult[],
  extraIds: readonly number[] = [],
): StandingWithMovement[] {
  if (results.length === 0) return [];
  let latest = results[0] as StandingResult;
  for (const r of results) {
    if (
      r.eventStart > latest.eventStart ||
      (r.eventStart === latest.eventStart && r.eventId > latest.eventId)
    ) {
      latest = r;
    }
  }
  const earlier = results.filter((r) => r.eventId !== latest.eventId);
  const previous = earlier.length > 0 ? rank(totals(earlier, extraIds)) : new Map<number, number>();

  return rankChampionship([...totals(results, extraIds)].map(([id, points]) => ({ id, points }))).map(
    (row) => {
      const previousPosition = previous.get(row.id) ?? null;
      return {
        id: row.id,
        points: row.points,
        position: row.position,
        previousPosition,
        trend: standingTrend(row.position, previousPosition),
      };
    },
  );
}
