import { sql } from 'drizzle-orm';

/**
 * A row of manager_event_scores as the key that orders its event in time: [start, event]. The greatest key
 * among a set of rows is their most recent event (by start, then by event id when two share a start). A plain
 * max() over an array lets the planner hash the groups; an ordered array_agg sorted a million managers' rows
 * by text keys on every publish (docs/decisions/0179).
 */
export const eventKey = sql.raw('ARRAY[(extract(epoch FROM event_start) * 1000000)::bigint, event_id::bigint]');

/**
 * "Most recent rally", the fourth tie-breaker of a league table and of the global rank (docs/game-rules.md
 * §8.4): the member's score in the league's most recent scored event. Over rows of manager_event_scores that
 * carry `event_key` (eventKey) and `latest_key` (the greatest eventKey of the league), this aggregate is the
 * member's points in that event, or NULL when he did not take part in it; the ranking sorts NULLs last, so a
 * member who skipped it ranks below every member who took part, whatever their score.
 */
export const latestRallyPoints = sql`(max(points) FILTER (WHERE event_key = latest_key))::int`;
