import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { eventKey, latestRallyPoints } from './latest-rally.repo';

/**
 * The one place that writes `league_members.points` and `.position` (docs/game-rules.md §8). A member's points
 * are their season points — the sum of their `manager_event_scores` (team + prediction points per scored
 * event) in the season — and positions follow the tie-breakers points → rally wins inside the league → best
 * single rally → most recent rally → earliest join → user id, the order of `rankLeagueMembers` in
 * src/shared/game/standings.ts (the tests compare the two). A rally win is an event where the member's score
 * was the highest among the league's members who scored in it (shared highs each count). The most recent
 * rally is the member's score in the league's most recent scored event (the latest in which any member
 * scored); a member who did not take part in it ranks below every member who did (NULLS LAST).
 *
 * The game engine calls it for every league after a publish; the leagues feature for one league on join,
 * leave and removal, inside the transaction that holds that league's row lock. Rows that do not change are
 * not written. `leagueIds` limits it to those leagues; an empty list does nothing.
 */
export async function writeLeaguePositions(db: Db | Tx, season: number, leagueIds?: readonly number[]): Promise<number> {
  if (leagueIds?.length === 0) return 0;
  const only = leagueIds
    ? sql`WHERE lm.league_id IN (${sql.join(
        leagueIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql``;
  const res = (await db.execute(sql`
    WITH members AS (SELECT lm.league_id, lm.user_id, lm.joined_at FROM league_members lm ${only}),
    ms AS (
      SELECT mb.league_id, mb.user_id, m.event_id, m.points, ${eventKey} AS event_key,
             max(m.points) OVER (PARTITION BY mb.league_id, m.event_id) AS top,
             -- The league's most recent scored event; the sort by (league, event) above serves this window too.
             max(${eventKey}) OVER (PARTITION BY mb.league_id) AS latest_key
      FROM members mb JOIN manager_event_scores m ON m.user_id = mb.user_id
      WHERE m.season = ${season}
    ),
    agg AS (
      SELECT league_id, user_id, sum(points)::int AS total, count(*) FILTER (WHERE points = top)::int AS wins,
             max(points)::int AS best, ${latestRallyPoints} AS last
      FROM ms GROUP BY league_id, user_id
    ),
    ranked AS (
      SELECT mb.league_id, mb.user_id, coalesce(a.total, 0) AS pts,
             row_number() OVER (
               PARTITION BY mb.league_id
               ORDER BY coalesce(a.total, 0) DESC, coalesce(a.wins, 0) DESC, coalesce(a.best, 0) DESC,
                        a.last DESC NULLS LAST, mb.joined_at, mb.user_id COLLATE "C")::int AS pos
      FROM members mb LEFT JOIN agg a ON a.league_id = mb.league_id AND a.user_id = mb.user_id
    )
    UPDATE league_members m SET points = r.pts, position = r.pos
    FROM ranked r
    WHERE m.league_id = r.league_id AND m.user_id = r.user_id
      AND (m.points IS DISTINCT FROM r.pts OR m.position IS DISTINCT FROM r.pos)`)) as { rowCount?: number | null; affectedRows?: number };
  return Number(res.rowCount ?? res.affectedRows ?? 0);
}
