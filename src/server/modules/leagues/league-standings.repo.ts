import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

type Conn = Db | Tx;

/** The season whose events break ties: the spec's "current season is the current calendar year" (§9). */
export function currentSeason(now = new Date()): number {
  return now.getUTCFullYear();
}

/**
 * Rewrites `league_members.points` and `.position` of the given leagues in one statement (DESIGN §4):
 * a member's points are their season points (`user_statistics.total_points`, 0 without a row), and
 * positions follow the tie-breakers points → rally wins in that league → best single rally → most recent
 * rally → earliest join → user id (the same order as `rankLeagueMembers` in src/shared/game/standings.ts,
 * which the tests compare it with). A member's rally score for an event is their team's points plus their
 * processed prediction's points; a rally win is an event where that score was the highest among the
 * league's members who scored in it (shared highs each count).
 *
 * Called on join, leave and removal (inside the transaction that holds the league row lock), and by the
 * game engine after it rewrites user_statistics. Rows that do not change are not written.
 */
export async function recomputeLeaguePositions(
  db: Conn,
  leagueIds: readonly number[],
  season: number = currentSeason(),
): Promise<void> {
  if (leagueIds.length === 0) return;
  const ids = sql`(${sql.join(
    leagueIds.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
  await db.execute(sql`
    WITH members AS (
      SELECT lm.league_id, lm.user_id, lm.joined_at FROM league_members lm WHERE lm.league_id IN ${ids}
    ),
    rally AS (
      SELECT s.user_id, s.event_id, e.start_date AS event_start, sum(s.points)::int AS points
      FROM (
        SELECT ft.user_id, tes.event_id, tes.points
        FROM team_event_scores tes JOIN fantasy_teams ft ON ft.id = tes.team_id
        WHERE ft.user_id IN (SELECT user_id FROM members)
        UNION ALL
        SELECT p.user_id, p.event_id, p.points
        FROM predictions p
        WHERE p.is_processed AND p.user_id IN (SELECT user_id FROM members)
      ) s
      JOIN events e ON e.id = s.event_id
      WHERE e.season = ${season}
      GROUP BY s.user_id, s.event_id, e.start_date
    ),
    league_rally AS (
      SELECT m.league_id, m.user_id, r.event_id, r.event_start, r.points,
             max(r.points) OVER (PARTITION BY m.league_id, r.event_id) AS top
      FROM members m JOIN rally r ON r.user_id = m.user_id
    ),
    agg AS (
      SELECT league_id, user_id,
             count(*) FILTER (WHERE points = top)::int AS wins,
             max(points)::int AS best,
             (array_agg(points ORDER BY event_start DESC, event_id DESC))[1] AS last
      FROM league_rally GROUP BY league_id, user_id
    ),
    ranked AS (
      SELECT m.league_id, m.user_id, coalesce(us.total_points, 0) AS pts,
             row_number() OVER (
               PARTITION BY m.league_id
               ORDER BY coalesce(us.total_points, 0) DESC, coalesce(a.wins, 0) DESC, coalesce(a.best, 0) DESC,
                        coalesce(a.last, 0) DESC, m.joined_at, m.user_id COLLATE "C"
             )::int AS pos
      FROM members m
      LEFT JOIN agg a ON a.league_id = m.league_id AND a.user_id = m.user_id
      LEFT JOIN user_statistics us ON us.user_id = m.user_id
    )
    UPDATE league_members lm SET points = r.pts, position = r.pos
    FROM ranked r
    WHERE lm.league_id = r.league_id AND lm.user_id = r.user_id
      AND (lm.points IS DISTINCT FROM r.pts OR lm.position IS DISTINCT FROM r.pos)`);
}
