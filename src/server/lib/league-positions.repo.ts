import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { HEAD_TO_HEAD_DRAW_POINTS, HEAD_TO_HEAD_WIN_POINTS } from '@shared/constants/game';
import { eventKey, latestRallyPoints } from './latest-rally.repo';

/** League ids as an SQL list for `IN (…)`, each cast to the column's type. */
function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
}

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
 * A head-to-head league (§8.9) counts only its own events (those starting after its creation) and orders by
 * the league points of its fixtures first (`match_points`, 3 a win, 1 a draw, from the stored draw and the
 * members' scores), then by the order above; in a classic league every member has 0 of them, so its order is
 * the classic one.
 *
 * A publish does not call it: it marks every league's table due (`markLeagueTablesDue`) and the first read of
 * a league recomputes it (`freshenLeagueTables`, docs/decisions/0219). The leagues feature calls it for one
 * league on join, leave and removal, inside the transaction that holds that league's row lock. Rows that do
 * not change are not written; the leagues' tables are then up to date for `season`. `leagueIds` limits it
 * to those leagues; an empty list does nothing.
 */
export async function writeLeaguePositions(
  db: Db | Tx,
  season: number,
  leagueIds?: readonly number[],
): Promise<number> {
  if (leagueIds?.length === 0) return 0;
  const only = leagueIds ? sql`WHERE lm.league_id IN (${idList(leagueIds)})` : sql``;
  const res = (await db.execute(sql`
    WITH members AS (
      SELECT lm.league_id, lm.user_id, lm.joined_at,
             -- A head-to-head league's own events start after its creation; a classic league counts the season.
             CASE WHEN l.format = 'head_to_head' THEN l.created_at END AS since
      FROM league_members lm JOIN leagues l ON l.id = lm.league_id ${only}
    ),
    ms AS (
      SELECT mb.league_id, mb.user_id, m.event_id, m.points, ${eventKey} AS event_key,
             max(m.points) OVER (PARTITION BY mb.league_id, m.event_id) AS top,
             -- The league's most recent scored event; the sort by (league, event) above serves this window too.
             max(${eventKey}) OVER (PARTITION BY mb.league_id) AS latest_key
      FROM members mb JOIN manager_event_scores m ON m.user_id = mb.user_id
      WHERE m.season = ${season} AND (mb.since IS NULL OR m.event_start > mb.since)
    ),
    -- League points of the stored fixtures of the season's scored events (a bye is no fixture: 0). A member
    -- with no score in the event scored 0 in it.
    h2h AS (
      SELECT f.league_id, f.user_id,
             sum(CASE WHEN coalesce(me.points, 0) > coalesce(op.points, 0) THEN ${sql.raw(String(HEAD_TO_HEAD_WIN_POINTS))}
                      WHEN coalesce(me.points, 0) = coalesce(op.points, 0) THEN ${sql.raw(String(HEAD_TO_HEAD_DRAW_POINTS))}
                      ELSE 0 END)::int AS match_points
      FROM league_fixtures f
      JOIN events e ON e.id = f.event_id AND e.season = ${season} AND e.results_published_at IS NOT NULL
      LEFT JOIN manager_event_scores me ON me.user_id = f.user_id AND me.event_id = f.event_id
      LEFT JOIN manager_event_scores op ON op.user_id = f.opponent_id AND op.event_id = f.event_id
      WHERE f.opponent_id IS NOT NULL AND f.league_id IN (SELECT DISTINCT league_id FROM members)
      GROUP BY f.league_id, f.user_id
    ),
    agg AS (
      SELECT league_id, user_id, sum(points)::int AS total, count(*) FILTER (WHERE points = top)::int AS wins,
             max(points)::int AS best, ${latestRallyPoints} AS last
      FROM ms GROUP BY league_id, user_id
    ),
    ranked AS (
      SELECT mb.league_id, mb.user_id, coalesce(a.total, 0) AS pts, coalesce(h.match_points, 0) AS mp,
             row_number() OVER (
               PARTITION BY mb.league_id
               ORDER BY coalesce(h.match_points, 0) DESC, coalesce(a.total, 0) DESC, coalesce(a.wins, 0) DESC, coalesce(a.best, 0) DESC,
                        a.last DESC NULLS LAST, mb.joined_at, mb.user_id COLLATE "C")::int AS pos
      FROM members mb LEFT JOIN agg a ON a.league_id = mb.league_id AND a.user_id = mb.user_id
      LEFT JOIN h2h h ON h.league_id = mb.league_id AND h.user_id = mb.user_id
    )
    UPDATE league_members m SET points = r.pts, match_points = r.mp, position = r.pos
    FROM ranked r
    WHERE m.league_id = r.league_id AND m.user_id = r.user_id
      AND (m.points IS DISTINCT FROM r.pts OR m.match_points IS DISTINCT FROM r.mp OR m.position IS DISTINCT FROM r.pos)`)) as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  // A table due for another season's results stays due: it was computed for this season only.
  await db.execute(sql`UPDATE leagues l SET tables_due_season = NULL
                       ${leagueIds ? sql`WHERE l.id IN (${idList(leagueIds)}) AND` : sql`WHERE`}
                       l.tables_due_season = ${season}`);
  return Number(res.rowCount ?? res.affectedRows ?? 0);
}

/**
 * After a publish every league's stored table is out of date: one small write per league instead of
 * rewriting every membership (a million at 1M managers, docs/decisions/0219). Called in the publish's
 * league step, after the fixtures are drawn.
 */
export async function markLeagueTablesDue(db: Db | Tx, season: number): Promise<void> {
  await db.execute(
    sql`UPDATE leagues SET tables_due_season = ${season}::int WHERE tables_due_season IS DISTINCT FROM ${season}::int`,
  );
}

/** Which leagues a read covers: one or more leagues, or every league of these members. */
export type LeagueTablesScope = { leagueIds: readonly number[] } | { userIds: readonly string[] };

/**
 * Makes the stored tables of the leagues a read covers up to date before it reads them: the leagues still due
 * are recomputed once, under their row locks (the lock join, leave and removal take), so concurrent first
 * reads wait for one computation instead of repeating it. A read of up-to-date leagues costs one indexed lookup.
 */
export async function freshenLeagueTables(db: Db | Tx, scope: LeagueTablesScope): Promise<void> {
  const ids = 'leagueIds' in scope ? scope.leagueIds : scope.userIds;
  if (ids.length === 0) return;
  const due = (await db.execute(
    'leagueIds' in scope
      ? sql`SELECT id FROM leagues WHERE tables_due_season IS NOT NULL AND id IN (${idList(scope.leagueIds)})`
      : sql`SELECT DISTINCT l.id FROM league_members lm JOIN leagues l ON l.id = lm.league_id
            WHERE l.tables_due_season IS NOT NULL AND lm.user_id IN (${sql.join(
              scope.userIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
  )) as unknown as { rows: { id: number }[] };
  if (due.rows.length === 0) return;
  // One transaction for all of the read's due leagues (one commit, one statement per season): their rows are
  // locked in id order, as an account deletion locks its leagues, so two such transactions never wait on each
  // other crosswise. A league another read computed meanwhile is no longer due and is left alone.
  await db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`SELECT id, tables_due_season AS season FROM leagues WHERE id IN (${idList(due.rows.map((r) => Number(r.id)))}) ORDER BY id FOR UPDATE`,
    )) as unknown as { rows: { id: number; season: number | null }[] };
    const bySeason = new Map<number, number[]>();
    for (const row of locked.rows) {
      if (row.season === null) continue;
      const season = Number(row.season);
      bySeason.set(season, [...(bySeason.get(season) ?? []), Number(row.id)]);
    }
    for (const [season, leagueIds] of bySeason) await writeLeaguePositions(tx, season, leagueIds);
  });
}
