import { sql } from 'drizzle-orm';

/**
 * A row of manager_event_scores as the key that orders rallies in time: [start, event, points]. The greatest
 * key of a manager's rows is their most recent rally's, and its third element that rally's points.
 */
export const rallyKey = sql.raw(
  'ARRAY[(extract(epoch FROM event_start) * 1000000)::bigint, event_id::bigint, points::bigint]',
);

/**
 * "Most recent rally" (the tie-breaker of DESIGN §4) as an aggregate over rows of manager_event_scores: the
 * points of the row with the latest (event_start, event_id). A plain max() over rallyKey lets the planner
 * hash the groups; the ordered array_agg it replaces forced a sort of a million managers' rows by text keys
 * on every publish (docs/decisions/0179).
 */
export const latestRallyPoints = sql`(max(${rallyKey}))[3]::int`;
