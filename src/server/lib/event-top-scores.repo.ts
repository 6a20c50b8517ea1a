import { sql, type SQL } from 'drizzle-orm';

/**
 * Each event's top manager score (rally wins in the ranking, the Rally Winner achievement) as a subquery of
 * (event_id, top, event_start) to join back to manager_event_scores: a per-event aggregate the planner hashes,
 * where a window over every score sorted a million managers' rows by event. Its rows are the scored events
 * with the start their scores carry, so the ranking finds the most recent one there too. `season` limits it
 * to that season's events.
 */
export function eventTopScores(season?: number): SQL {
  const where = season === undefined ? sql`` : sql`WHERE season = ${season}`;
  return sql`(SELECT event_id, max(points) AS top, max(event_start) AS event_start FROM manager_event_scores ${where} GROUP BY event_id)`;
}
