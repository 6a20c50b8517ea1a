import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { StageResultStatus } from '@shared/api/live';
import type { Db, Tx } from '../../db/client';
import { drivers, livePublications, stageResults, stages } from '../../db/schema/index';
import { freshenLeagueTables } from '../../lib/league-positions.repo';
import { captainAtLockJoin, captainFactor, heldAtLock, isCaptain } from '../../lib/lineup-at-lock.repo';
import { recordPublication } from '../../lib/live-publications.repo';
import { predictionPointsSql } from '../../lib/prediction-points.repo';

type Conn = Db | Tx;

async function rows<T>(db: Conn, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export async function listStages(db: Conn, eventId: number) {
  return db
    .select({
      id: stages.id,
      number: stages.number,
      name: stages.name,
      length: stages.length,
      startTime: stages.startTime,
      isPowerStage: stages.isPowerStage,
      revision: stages.resultsRevision,
      publishedAt: stages.resultsPublishedAt,
    })
    .from(stages)
    .where(eq(stages.eventId, eventId))
    .orderBy(asc(stages.number), asc(stages.id));
}
export type LiveStageRow = Awaited<ReturnType<typeof listStages>>[number];

export async function listStageFacts(db: Conn, eventId: number) {
  return db
    .select({ ...getTableColumns(stageResults) })
    .from(stageResults)
    .innerJoin(stages, eq(stages.id, stageResults.stageId))
    .where(eq(stages.eventId, eventId));
}
export type StageFactRow = Awaited<ReturnType<typeof listStageFacts>>[number];

export async function latestPublicationId(db: Conn, eventId: number): Promise<number> {
  const found = await db
    .select({ id: sql<number | null>`max(${livePublications.id})` })
    .from(livePublications)
    .where(eq(livePublications.eventId, eventId));
  return Number(found[0]?.id ?? 0);
}

export interface StageFactWrite {
  driverId: number;
  status: StageResultStatus;
  timeMs: number | null;
  penaltyMs: number;
  restarted: boolean;
}

/**
 * Takes the stage for a save: bumps its revision only when it is still `revision`, so of two saves made
 * against one revision exactly one wins (the second waits for the first's row lock, then finds the revision
 * moved). Undefined when the stage is not this event's or the revision moved.
 */
export async function claimStage(tx: Tx, eventId: number, stageId: number, revision: number) {
  const claimed = await tx
    .update(stages)
    .set({ resultsRevision: sql`${stages.resultsRevision} + 1`, resultsPublishedAt: sql`coalesce(${stages.resultsPublishedAt}, app_now())` })
    .where(and(eq(stages.id, stageId), eq(stages.eventId, eventId), eq(stages.resultsRevision, revision)))
    .returning({ revision: stages.resultsRevision });
  return claimed[0];
}

export async function stageOfEvent(db: Conn, eventId: number, stageId: number) {
  const found = await db
    .select({ id: stages.id, revision: stages.resultsRevision })
    .from(stages)
    .where(and(eq(stages.id, stageId), eq(stages.eventId, eventId)));
  return found[0];
}

export async function replaceStageFacts(tx: Tx, stageId: number, facts: readonly StageFactWrite[]): Promise<void> {
  await tx.delete(stageResults).where(eq(stageResults.stageId, stageId));
  if (facts.length > 0) await tx.insert(stageResults).values(facts.map((f) => ({ ...f, stageId })));
}

/** Records a stage's publication and announces it (docs/decisions/0188). */
export function publish(tx: Tx, eventId: number, stageId: number, correction: boolean): Promise<number> {
  return recordPublication(tx, { eventId, stageId, kind: 'stage', correction });
}

/** Active events (database clock) with at least one published stage and no official results yet. */
export async function liveEventIds(db: Conn): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT e.id FROM events e
        WHERE e.results_published_at IS NULL AND e.start_date <= app_now()
          AND EXISTS (SELECT 1 FROM stages s WHERE s.event_id = e.id AND s.results_published_at IS NOT NULL)
        ORDER BY e.start_date, e.id`,
  );
  return found.map((r) => Number(r.id));
}

export async function driversByName(db: Conn, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const found = await db.select({ id: drivers.id, name: drivers.name }).from(drivers).where(inArray(drivers.name, [...names]));
  return new Map(found.map((r) => [r.name, r.id]));
}

// ---------------------------------------------------------------- provisional teams and predictions

/** Driver figures as two parallel arrays: the ~60 provisional points every team and member sum. */
export interface DriverFigures {
  ids: readonly number[];
  points: readonly number[];
}

const podiumSql = (podium: readonly number[]) => sql`(SELECT ${podium[0] ?? null}::int AS p1, ${podium[1] ?? null}::int AS p2, ${podium[2] ?? null}::int AS p3)`;

/**
 * A driver the team held at the lock (docs/game-rules.md §5.1), named from the drivers table: he may not be
 * entered in the event (§4.8). `captain`: he was the captain at the lock (§5.4).
 */
export interface HeldDriver {
  id: number;
  name: string;
  teamName: string | null;
  captain: boolean;
}

export async function lineupAtLock(db: Conn, eventId: number, userId: string): Promise<{ teamName: string | null; drivers: HeldDriver[] }> {
  const start = sql`ev.start_date`;
  const found = await rows<{ team_name: string; driver_id: number | null; driver_name: string | null; driver_team: string | null; is_captain: boolean }>(
    db,
    sql`SELECT ft.name AS team_name, lh.driver_id, d.name AS driver_name, t.name AS driver_team, ${isCaptain()} AS is_captain
        FROM fantasy_teams ft
        CROSS JOIN (SELECT start_date FROM events WHERE id = ${eventId}) ev
        LEFT JOIN lineup_history lh ON lh.team_id = ft.id AND ${heldAtLock(start)}
        ${captainAtLockJoin(start)}
        LEFT JOIN drivers d ON d.id = lh.driver_id
        LEFT JOIN teams t ON t.id = d.team_id
        WHERE ft.user_id = ${userId}
        ORDER BY lh.acquired_at, lh.driver_id`,
  );
  return {
    teamName: found[0]?.team_name ?? null,
    drivers: found.flatMap((r) =>
      r.driver_id === null
        ? []
        : [{ id: Number(r.driver_id), name: r.driver_name ?? '', teamName: r.driver_team, captain: Boolean(r.is_captain) }],
    ),
  };
}

/** The user's three picks for the event, P1..P3; null when none. */
export async function predictionPicks(db: Conn, eventId: number, userId: string): Promise<[number, number, number] | null> {
  const found = await rows<{ position: number; driver_id: number }>(
    db,
    sql`SELECT pr.position, pr.driver_id FROM predictions p JOIN prediction_results pr ON pr.prediction_id = p.id
        WHERE p.event_id = ${eventId} AND p.user_id = ${userId} ORDER BY pr.position`,
  );
  if (found.length !== 3) return null;
  return [Number(found[0]!.driver_id), Number(found[1]!.driver_id), Number(found[2]!.driver_id)];
}

/**
 * What a league's kept live table depends on besides the stages: who is in it, since when, and their official
 * points and places. One aggregate over the league's rows, read with every request (docs/decisions/0209).
 */
export async function leagueMembershipFingerprint(db: Conn, leagueId: number): Promise<string> {
  // The official points and places after a publish are computed by the league's first read.
  await freshenLeagueTables(db, { leagueIds: [leagueId] });
  const [found] = await rows<{ n: number; h: string }>(
    db,
    sql`SELECT count(*)::int AS n,
               coalesce(sum(hashtext(user_id || '|' || joined_at::text || '|' || points::text || '|' || coalesce(position::text, '-'))::bigint), 0)::text AS h
        FROM league_members WHERE league_id = ${leagueId}`,
  );
  return `${found?.n ?? 0}:${found?.h ?? '0'}`;
}

export interface LeagueLiveMemberRow {
  user_id: string;
  username: string;
  avatar_url: string | null;
  team_name: string | null;
  points: number;
  position: number | null;
  now_event: number | null;
  before_event: number | null;
  now_rank: number;
  before_rank: number;
}

/**
 * Every member of the league with the provisional event score now and after the previous stage: team points
 * summed from the driver figures over the lineup at the lock, the captain's twice (§15.5, §5.4), prediction
 * points by the rule of §6.2 against each podium. One statement over the league, whatever its size; nothing is written.
 *
 * Each member's team and prediction are looked up through their indexes (LATERAL), not joined as sets: a league
 * is a few thousand rows of a million-row game, and the planner, which cannot estimate how few, would otherwise
 * hash whole tables (three scans of a million rows for a 10,000-member league, docs/scaling.md).
 */
export async function leagueLiveMembers(
  db: Conn,
  leagueId: number,
  eventId: number,
  now: { drivers: DriverFigures; podium: readonly number[] },
  before: { drivers: DriverFigures; podium: readonly number[] } | null,
): Promise<LeagueLiveMemberRow[]> {
  const prev = before ?? now;
  const points = (f: DriverFigures) =>
    sql`coalesce((${`{${f.points.join(',')}}`}::int[])[array_position(${`{${f.ids.join(',')}}`}::int[], lh.driver_id)], 0)`;
  return rows<LeagueLiveMemberRow>(
    db,
    sql`WITH ev AS (SELECT start_date FROM events WHERE id = ${eventId}),
        base AS (
          SELECT lm.user_id, u.username, u.avatar_url, t.team_name, lm.points, lm.position, lm.joined_at,
                 CASE WHEN t.held IS NULL AND pk.picks IS NULL THEN NULL
                      ELSE coalesce(t.now_pts, 0) + coalesce(${predictionPointsSql(sql`pk.now_exact`, sql`pk.picks`, sql`pk.now_on_podium`)}, 0) END AS now_event,
                 CASE WHEN t.held IS NULL AND pk.picks IS NULL THEN NULL
                      ELSE coalesce(t.before_pts, 0) + coalesce(${predictionPointsSql(sql`pk.before_exact`, sql`pk.picks`, sql`pk.before_on_podium`)}, 0) END AS before_event
          FROM league_members lm
          JOIN users u ON u.id = lm.user_id
          LEFT JOIN LATERAL (
            SELECT ft.name AS team_name, held.n AS held, held.now_pts, held.before_pts
            FROM fantasy_teams ft
            LEFT JOIN LATERAL (
              -- No row when the team held nobody at the lock: such a member has no team score.
              -- The captain at the lock counts twice (§5.4), by the engine's own join.
              SELECT count(*) AS n, sum(${points(now.drivers)} * ${captainFactor()})::int AS now_pts,
                     sum(${points(prev.drivers)} * ${captainFactor()})::int AS before_pts
              FROM lineup_history lh CROSS JOIN ev
              ${captainAtLockJoin(sql`ev.start_date`)}
              WHERE lh.team_id = ft.id AND ${heldAtLock(sql`ev.start_date`)}
              HAVING count(*) > 0
            ) held ON true
            WHERE ft.user_id = lm.user_id
          ) t ON true
          LEFT JOIN LATERAL (
            SELECT count(*) FILTER (WHERE pr.driver_id = CASE pr.position WHEN 1 THEN np.p1 WHEN 2 THEN np.p2 WHEN 3 THEN np.p3 END) AS now_exact,
                   count(*) FILTER (WHERE pr.driver_id IN (np.p1, np.p2, np.p3)) AS now_on_podium,
                   count(*) FILTER (WHERE pr.driver_id = CASE pr.position WHEN 1 THEN bp.p1 WHEN 2 THEN bp.p2 WHEN 3 THEN bp.p3 END) AS before_exact,
                   count(*) FILTER (WHERE pr.driver_id IN (bp.p1, bp.p2, bp.p3)) AS before_on_podium,
                   count(pr.driver_id) AS picks
            FROM predictions p
            CROSS JOIN ${podiumSql(now.podium)} np
            CROSS JOIN ${podiumSql(prev.podium)} bp
            LEFT JOIN prediction_results pr ON pr.prediction_id = p.id
            WHERE p.user_id = lm.user_id AND p.event_id = ${eventId}
            GROUP BY p.id
          ) pk ON true
          WHERE lm.league_id = ${leagueId}
        )
        -- Equal provisional figures keep the official order (game rules 15.5).
        SELECT user_id, username, avatar_url, team_name, points, position, now_event, before_event,
               row_number() OVER (ORDER BY points + coalesce(now_event, 0) DESC, position ASC NULLS LAST, joined_at, user_id)::int AS now_rank,
               row_number() OVER (ORDER BY points + coalesce(before_event, 0) DESC, position ASC NULLS LAST, joined_at, user_id)::int AS before_rank
        FROM base
        ORDER BY now_rank`,
  );
}

/** A league's stored fixtures of one event, one row per side (docs/game-rules.md §8.9). */
export async function eventFixtures(db: Conn, leagueId: number, eventId: number): Promise<{ userId: string; opponentId: string | null; slot: number }[]> {
  const found = await rows<{ user_id: string; opponent_id: string | null; slot: number }>(
    db,
    sql`SELECT user_id, opponent_id, slot FROM league_fixtures WHERE league_id = ${leagueId}::int AND event_id = ${eventId}::int ORDER BY slot`,
  );
  return found.map((r) => ({ userId: r.user_id, opponentId: r.opponent_id, slot: Number(r.slot) }));
}
