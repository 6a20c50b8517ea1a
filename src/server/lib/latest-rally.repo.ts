import { sql } from 'drizzle-orm';

/**
 * "Most recent rally" (the tie-breaker of DESIGN §4) as an aggregate over rows of manager_event_scores: the
 * points of the row with the latest (event_start, event_id). The greatest array [start, event, points] is that
 * row's, and a plain max() lets the planner hash the groups; the ordered array_agg it replaces forced a sort
 * of a million managers' rows by text keys on every publish (docs/decisions/0179).
 */
export const latestRallyPoints = sql.raw(
  '(max(ARRAY[(extract(epoch FROM event_start) * 1000000)::bigint, event_id::bigint, points::bigint]))[3]::int',
);
