import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

type Conn = Db | Tx;

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

export interface SeasonEventRow {
  eventId: number;
  round: number;
  name: string;
  country: string;
}

/**
 * The season's scored events in the order the league tables count them (by the start the scores carry, then
 * by id: `eventKey`, src/server/lib/latest-rally.repo.ts): one score row per event through the event index.
 */
export async function listScoredEvents(db: Conn, season: number): Promise<SeasonEventRow[]> {
  const res = await db.execute(sql`
    SELECT e.id AS "eventId", e.round, e.name, e.country
    FROM events e
    CROSS JOIN LATERAL (SELECT m.event_start FROM manager_event_scores m
                        WHERE m.event_id = e.id AND m.season = ${season} LIMIT 1) s
    WHERE e.season = ${season}
    ORDER BY s.event_start, e.id`);
  return rowsOf<SeasonEventRow>(res).map((r) => ({ ...r, eventId: Number(r.eventId), round: Number(r.round) }));
}

export interface SeasonStepRow {
  userId: string;
  step: number;
  eventPoints: number | null;
  points: number;
  position: number;
  averagePoints: string;
  averageEventPoints: string | null;
}

/**
 * Every member of the league after each of `eventIds` (in season order): the event score, the league points up
 * to it, and the place the table gave then — the §8.2 order of src/server/lib/league-positions.repo.ts over the
 * events up to that one: points, rally wins, best rally, the score in the league's most recent scored event up
 * to then (§8.4: the latest in which any member scored; no score there ranks below any score), earliest join,
 * user id. So the place after the last event is the stored `league_members.position` (a test holds them
 * together), and a later member's earlier places count the scores he made before joining, as his league points
 * do (§8.1). With each row, the league's averages after the event (one decimal, halves away from zero: numeric
 * `round`). One statement, proportional to members × events; nothing is stored.
 */
export async function listSeasonSteps(db: Conn, leagueId: number, season: number, eventIds: readonly number[]): Promise<SeasonStepRow[]> {
  if (eventIds.length === 0) return [];
  const steps = sql.join(
    eventIds.map((id, i) => sql`(${i + 1}::int, ${id}::int)`),
    sql`, `,
  );
  const res = await db.execute(sql`
    WITH evs (step, event_id) AS (VALUES ${steps}),
    members AS MATERIALIZED (SELECT user_id, joined_at FROM league_members WHERE league_id = ${leagueId}),
    scores AS (
      SELECT mb.user_id, ev.step, m.points, max(m.points) OVER (PARTITION BY ev.step) AS top
      FROM members mb
      JOIN manager_event_scores m ON m.user_id = mb.user_id AND m.season = ${season}
      JOIN evs ev ON ev.event_id = m.event_id
    ),
    grid AS (
      SELECT mb.user_id, mb.joined_at, ev.step, s.points AS event_points, coalesce(s.points = s.top, false) AS won
      FROM members mb CROSS JOIN evs ev
      LEFT JOIN scores s ON s.user_id = mb.user_id AND s.step = ev.step
    ),
    latest AS (
      -- §8.4 as of each event: the latest event up to it in which a member of the league scored.
      SELECT ev.step, max(x.step) AS latest_step
      FROM evs ev LEFT JOIN (SELECT DISTINCT step FROM scores) x ON x.step <= ev.step
      GROUP BY ev.step
    ),
    cum AS (
      SELECT user_id, joined_at, step, event_points,
             sum(coalesce(event_points, 0)) OVER w AS total,
             count(*) FILTER (WHERE won) OVER w AS wins,
             coalesce(max(event_points) OVER w, 0) AS best
      FROM grid
      WINDOW w AS (PARTITION BY user_id ORDER BY step ROWS UNBOUNDED PRECEDING)
    )
    SELECT c.user_id AS "userId", c.step, c.event_points AS "eventPoints", c.total::int AS points,
           row_number() OVER (
             PARTITION BY c.step
             ORDER BY c.total DESC, c.wins DESC, c.best DESC, lr.event_points DESC NULLS LAST, c.joined_at,
                      c.user_id COLLATE "C")::int AS position,
           round(avg(c.total) OVER (PARTITION BY c.step), 1)::text AS "averagePoints",
           round(avg(c.event_points) OVER (PARTITION BY c.step), 1)::text AS "averageEventPoints"
    FROM cum c
    JOIN latest l ON l.step = c.step
    LEFT JOIN grid lr ON lr.user_id = c.user_id AND lr.step = l.latest_step
    ORDER BY c.step, position`);
  return rowsOf<SeasonStepRow>(res).map((r) => ({
    ...r,
    step: Number(r.step),
    eventPoints: r.eventPoints === null ? null : Number(r.eventPoints),
    points: Number(r.points),
    position: Number(r.position),
  }));
}
