import { and, asc, eq, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventTopScores } from '../../lib/event-top-scores.repo';
import { captainAtLockJoin, captainFactor, heldAtLock } from '../../lib/lineup-at-lock.repo';
import { drawDueFixtures } from '../../lib/league-fixtures.repo';
import { markLeagueTablesDue } from '../../lib/league-positions.repo';
import {
  achievements,
  championshipStandings,
  constructorStandings,
  driverPrices,
  drivers,
  eventResults,
  events,
  resultDrafts,
} from '../../db/schema/index';

// The game engine's SQL (docs/game-rules.md, docs/decisions/0100-game-engine.md). Everything that grows with the
// number of managers is one set-based statement over all of them; nothing here loops over teams or users,
// and no statement returns more than a count to the server. Per-driver work (≈15 drivers × 14 events) is
// read into memory and run through the pure rules of src/shared/game instead, so there is one definition.

/** Rows touched by a statement, on both drivers (node-postgres: rowCount; PGlite: affectedRows). */
async function run(db: Db, query: SQL): Promise<number> {
  const res = (await db.execute(query)) as { rowCount?: number | null; affectedRows?: number };
  return Number(res.rowCount ?? res.affectedRows ?? 0);
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  const row = res.rows[0];
  if (row === undefined) throw new Error('expected one row');
  return row;
}

export interface ScoringEvent {
  id: number;
  name: string;
  season: number;
  startDate: Date;
  resultsPublishedAt: Date | null;
}

export async function findScoringEvent(db: Db, eventId: number): Promise<ScoringEvent | undefined> {
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      season: events.season,
      startDate: events.startDate,
      resultsPublishedAt: events.resultsPublishedAt,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return rows[0];
}

/**
 * One writer of season-wide totals at a time, across every instance: held by the whole job while its steps
 * run side by side on other connections (PostgreSQL), or by each step's own transaction (PGlite, one step
 * at a time). Claiming a job already waits for a live lease; this also covers a worker still finishing a
 * step after its lease ran out.
 */
export async function lockScoring(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(731010)`);
}

/**
 * A step gets room to sort and hash a million managers in memory: at the default 4 MB work_mem every
 * aggregate and window over them spills to disk. SET LOCAL ends with the step's transaction.
 */
export async function prepareStep(db: Db): Promise<void> {
  await db.execute(sql`SET LOCAL work_mem = '256MB'`);
}

// ---------------------------------------------------------------- results

export async function readDraft(db: Db, eventId: number) {
  return db
    .select()
    .from(resultDrafts)
    .where(eq(resultDrafts.eventId, eventId))
    .orderBy(asc(resultDrafts.rowNumber));
}

export async function readResults(db: Db, eventId: number) {
  return db.select().from(eventResults).where(eq(eventResults.eventId, eventId));
}

export type ResultWrite = typeof eventResults.$inferInsert;

/** Replaces the event's result rows by `rows`, writing only rows that differ (a no-op correction writes nothing). */
export async function replaceResults(db: Db, eventId: number, rows: ResultWrite[]): Promise<void> {
  const keep = rows.map((r) => r.driverId);
  await db
    .delete(eventResults)
    .where(
      keep.length === 0
        ? eq(eventResults.eventId, eventId)
        : and(eq(eventResults.eventId, eventId), notInArray(eventResults.driverId, keep)),
    );
  if (rows.length === 0) return;
  const set = {
    status: sql`excluded.status`,
    position: sql`excluded.position`,
    time: sql`excluded.time`,
    points: sql`excluded.points`,
    stageWins: sql`excluded.stage_wins`,
    powerStagePosition: sql`excluded.power_stage_position`,
    category: sql`excluded.category`,
    categoryPosition: sql`excluded.category_position`,
    isReal: sql`excluded.is_real`,
    fantasyPoints: sql`excluded.fantasy_points`,
    fpPosition: sql`excluded.fp_position`,
    fpFinish: sql`excluded.fp_finish`,
    fpStageWins: sql`excluded.fp_stage_wins`,
    fpPowerStage: sql`excluded.fp_power_stage`,
    fpSupportCategory: sql`excluded.fp_support_category`,
    fpPenalty: sql`excluded.fp_penalty`,
  };
  const cols = [
    'status',
    'position',
    'time',
    'points',
    'stage_wins',
    'power_stage_position',
    'category',
    'category_position',
    'is_real',
    'fantasy_points',
    'fp_position',
    'fp_finish',
    'fp_stage_wins',
    'fp_power_stage',
    'fp_support_category',
    'fp_penalty',
  ];
  const changed = sql.raw(
    `(${cols.map((c) => `event_results.${c}`).join(', ')}) IS DISTINCT FROM (${cols.map((c) => `excluded.${c}`).join(', ')})`,
  );
  await db
    .insert(eventResults)
    .values(rows)
    .onConflictDoUpdate({ target: [eventResults.eventId, eventResults.driverId], set, setWhere: changed });
}

export async function deleteDraft(db: Db, eventId: number): Promise<void> {
  await db.delete(resultDrafts).where(eq(resultDrafts.eventId, eventId));
}

/** Marks the event published (first publish time kept) and clears the draft marker. */
export async function markPublished(db: Db, eventId: number, publishAt: Date | null): Promise<void> {
  await run(
    db,
    sql`UPDATE events SET results_published_at = coalesce(results_published_at, ${publishAt?.toISOString() ?? null}::timestamptz, app_now()),
          status = 'completed', results_draft_saved_at = NULL
        WHERE id = ${eventId}`,
  );
}

export async function markScored(db: Db, eventId: number, publishAt: Date | null): Promise<void> {
  await run(
    db,
    sql`UPDATE events SET scored_at = coalesce(${publishAt?.toISOString() ?? null}::timestamptz, app_now()) WHERE id = ${eventId}`,
  );
}

// ---------------------------------------------------------------- drivers and market (per driver, small)

/** Every published event, oldest first: the market replays them in order. */
export async function publishedEvents(db: Db) {
  return db
    .select({
      id: events.id,
      season: events.season,
      startDate: events.startDate,
      publishedAt: events.resultsPublishedAt,
    })
    .from(events)
    .where(isNotNull(events.resultsPublishedAt))
    .orderBy(asc(events.startDate), asc(events.id));
}

export async function publishedResults(db: Db) {
  return db
    .select({
      eventId: eventResults.eventId,
      driverId: eventResults.driverId,
      status: eventResults.status,
      position: eventResults.position,
      fantasyPoints: eventResults.fantasyPoints,
      points: eventResults.points,
    })
    .from(eventResults)
    .innerJoin(events, eq(events.id, eventResults.eventId))
    .where(isNotNull(events.resultsPublishedAt));
}

export async function allDrivers(db: Db) {
  return db
    .select({
      id: drivers.id,
      teamId: drivers.teamId,
      price: drivers.price,
      points: drivers.points,
      form: drivers.form,
      nextEventOdds: drivers.nextEventOdds,
    })
    .from(drivers)
    .orderBy(asc(drivers.id));
}

/** The opening price of each driver: his price-history row without an event (the oldest one). */
export async function openingPrices(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectDistinctOn([driverPrices.driverId], { driverId: driverPrices.driverId, price: driverPrices.price })
    .from(driverPrices)
    .where(sql`${driverPrices.eventId} IS NULL`)
    .orderBy(driverPrices.driverId, asc(driverPrices.createdAt), asc(driverPrices.id));
  return new Map(rows.map((r) => [r.driverId, r.price]));
}

export async function insertOpeningPrice(db: Db, driverId: number, price: number, at: Date): Promise<void> {
  await db.insert(driverPrices).values({ driverId, eventId: null, price, change: 0, createdAt: at });
}

export interface PriceRowWrite {
  driverId: number;
  eventId: number;
  price: number;
  change: number;
  createdAt: Date;
}

/** Upserts one price-history row per driver and event; unchanged rows are not rewritten. */
export async function upsertPriceRows(db: Db, rows: PriceRowWrite[]): Promise<number> {
  if (rows.length === 0) return 0;
  const res = await db
    .insert(driverPrices)
    .values(rows)
    .onConflictDoUpdate({
      target: [driverPrices.driverId, driverPrices.eventId],
      set: { price: sql`excluded.price`, change: sql`excluded.change`, createdAt: sql`excluded.created_at` },
      setWhere: sql`(driver_prices.price, driver_prices.change, driver_prices.created_at) IS DISTINCT FROM (excluded.price, excluded.change, excluded.created_at)`,
    })
    .returning({ id: driverPrices.id });
  return res.length;
}

export interface DriverStateWrite {
  id: number;
  price?: number;
  points?: number;
  form?: 'up' | 'down' | 'stable';
  nextEventOdds?: number;
}

export async function updateDriver(db: Db, d: DriverStateWrite): Promise<void> {
  const { id, ...set } = d;
  await db.update(drivers).set(set).where(eq(drivers.id, id));
}

// ---------------------------------------------------------------- teams

/**
 * Team points of one event: the sum of the fantasy points of the drivers each team held when the event
 * started (docs/game-rules.md §5.1), the captain's counted twice (§5.4). The lock is at the start instant
 * (docs/game-rules.md §2.4): a transfer or a captain change made at start_date counts from the next event, so
 * an interval counts when it opened strictly before the start and did not close before it. A held driver
 * without a result (not entered) adds 0. One DELETE and one INSERT … SELECT over every team: the captain is
 * one more join on the same rows, never a pass per team.
 */
export async function scoreTeams(db: Db, eventId: number): Promise<number> {
  const start = sql`ev.start_date`;
  return replaceEventRows(db, {
    table: 'team_event_scores',
    key: 'team_id',
    columns: ['team_id', 'event_id', 'points'],
    eventId,
    select: sql`SELECT lh.team_id, ${eventId}::int AS event_id, coalesce(sum(er.fantasy_points * ${captainFactor()}), 0)::int AS points
        FROM lineup_history lh
        CROSS JOIN (SELECT start_date FROM events WHERE id = ${eventId}) ev
        LEFT JOIN event_results er ON er.event_id = ${eventId} AND er.driver_id = lh.driver_id
        ${captainAtLockJoin(start)}
        WHERE ${heldAtLock(start)}
        GROUP BY lh.team_id`,
  });
}

/**
 * Fresh statistics for the steps after this one: autovacuum analyses a table only after the commit and some
 * delay, so the next step's planner would still see the table before this event's million rows and choose
 * sort-merge joins on text keys and nested loops that take minutes. ANALYZE reads a 30,000-row sample.
 */
async function analyze(db: Db, table: string): Promise<void> {
  await run(db, sql`ANALYZE ${sql.identifier(table)}`);
}

/**
 * Writes one event's rows of a key-less per-event table (0101) from `select`, which yields `columns`. The
 * first scoring of the event is one INSERT … SELECT, the floor the bench measures. Re-scoring (a republish,
 * a correction) computes the rows into a temporary table (no WAL) and writes only the differences: rows no
 * longer produced or changed are deleted, missing ones inserted, so a republish that changes nothing writes
 * nothing (docs/decisions/0103). Returns the number of rows the event has.
 */
async function replaceEventRows(
  db: Db,
  spec: { table: string; key: string; columns: readonly string[]; eventId: number; select: SQL },
): Promise<number> {
  const { table, key, columns, eventId, select } = spec;
  const cols = columns.join(', ');
  const scored = await one<{ scored: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE event_id = ${eventId}) AS scored`,
  );
  if (!scored.scored) return run(db, sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(cols)}) ${select}`);
  await run(db, sql`DROP TABLE IF EXISTS fresh_event_rows`);
  await run(db, sql`CREATE TEMP TABLE fresh_event_rows ON COMMIT DROP AS ${select}`);
  await run(db, sql`ANALYZE fresh_event_rows`);
  const same = sql.raw(
    columns
      .filter((c) => c !== key && c !== 'event_id')
      .map((c) => `f.${c} IS NOT DISTINCT FROM t.${c}`)
      .concat(`f.${key} = t.${key}`)
      .join(' AND '),
  );
  await run(
    db,
    sql`DELETE FROM ${sql.identifier(table)} t WHERE t.event_id = ${eventId}
        AND NOT EXISTS (SELECT 1 FROM fresh_event_rows f WHERE ${same})`,
  );
  await run(
    db,
    sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(cols)})
        SELECT ${sql.raw(columns.map((c) => `f.${c}`).join(', '))} FROM fresh_event_rows f
        WHERE NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} t WHERE t.event_id = ${eventId} AND t.${sql.raw(key)} = f.${sql.raw(key)})`,
  );
  const n = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM fresh_event_rows`);
  await run(db, sql`DROP TABLE fresh_event_rows`);
  return Number(n.n);
}

// ---------------------------------------------------------------- predictions

/**
 * Prediction points of one event in one UPDATE, mirroring predictionPoints() (src/shared/game): exact
 * matches against the finishers in positions 1–3; 3 → 15, 2 → 10, 1 → 5; otherwise all three picks on the
 * podium → 3; else 0. prediction-sql.test.ts checks this statement against the pure function case by case.
 */
export async function scorePredictions(db: Db, eventId: number): Promise<number> {
  // Every prediction of the event is in `points` (a prediction without picks scores 0); picks are distinct
  // per prediction (prediction_results_driver_once), so counting them needs no DISTINCT sort. Only rows
  // whose points or state change are written (a data-modifying WITH runs whether or not it is read); the count
  // comes from the same pass.
  //
  // The podium is one row of three drivers, compared by expression, not a joined table; and the picks are
  // counted in key order (a merge join of the two primary keys feeding a streaming aggregate) instead of a
  // hash of every prediction: at a million predictions the two halve the computation. The planner, costing
  // random index reads it will not pay with the tables in memory, would choose the hashes. SET LOCAL lasts
  // until the step's transaction ends, and this statement is all the step runs.
  await run(db, sql`SET LOCAL enable_hashagg = off`);
  await run(db, sql`SET LOCAL enable_hashjoin = off`);
  const row = await one<{ n: number }>(
    db,
    sql`WITH podium AS (
          SELECT max(driver_id) FILTER (WHERE position = 1) AS p1, max(driver_id) FILTER (WHERE position = 2) AS p2,
                 max(driver_id) FILTER (WHERE position = 3) AS p3
          FROM event_results
          WHERE event_id = ${eventId} AND status = 'finished' AND position BETWEEN 1 AND 3
        ),
        scored AS (
          SELECT p.id,
                 count(*) FILTER (WHERE pr.driver_id = CASE pr.position WHEN 1 THEN pod.p1 WHEN 2 THEN pod.p2
                                                                        WHEN 3 THEN pod.p3 END) AS exact,
                 count(*) FILTER (WHERE pr.driver_id IN (pod.p1, pod.p2, pod.p3)) AS on_podium,
                 count(pr.driver_id) AS picks
          FROM predictions p
          CROSS JOIN podium pod
          LEFT JOIN prediction_results pr ON pr.prediction_id = p.id
          WHERE p.event_id = ${eventId}
          GROUP BY p.id
        ),
        points AS (
          SELECT id, CASE WHEN exact = 3 THEN 15 WHEN exact = 2 THEN 10 WHEN exact = 1 THEN 5
                          WHEN picks = 3 AND on_podium = 3 THEN 3 ELSE 0 END AS pts
          FROM scored
        ),
        written AS (
          UPDATE predictions p SET points = pt.pts, is_processed = true
          FROM points pt
          WHERE p.id = pt.id AND (p.points IS DISTINCT FROM pt.pts OR NOT p.is_processed)
        )
        SELECT count(*)::int AS n FROM points`,
  );
  return Number(row.n);
}

// ---------------------------------------------------------------- managers

/**
 * Each manager's score in the event: team points plus prediction points (null parts: nothing scored). The
 * rows go in in user order, so the user index takes them as one sweep instead of a million random inserts.
 */
export async function writeManagerEventScores(db: Db, eventId: number): Promise<number> {
  // Each table is analysed by the step that reads it next, so the team step stays the bare INSERT … SELECT.
  await analyze(db, 'team_event_scores');
  const rows = await replaceEventRows(db, {
    table: 'manager_event_scores',
    key: 'user_id',
    columns: ['user_id', 'event_id', 'season', 'event_start', 'team_points', 'prediction_points', 'points'],
    eventId,
    select: sql`SELECT coalesce(t.user_id, p.user_id) AS user_id, ev.id AS event_id, ev.season, ev.start_date AS event_start,
               t.points AS team_points, p.points AS prediction_points, coalesce(t.points, 0) + coalesce(p.points, 0) AS points
        FROM (SELECT ft.user_id, tes.points FROM team_event_scores tes JOIN fantasy_teams ft ON ft.id = tes.team_id
              WHERE tes.event_id = ${eventId}) t
        FULL JOIN (SELECT user_id, points FROM predictions WHERE event_id = ${eventId} AND is_processed) p
          ON p.user_id = t.user_id
        CROSS JOIN (SELECT id, season, start_date FROM events WHERE id = ${eventId}) ev
        ORDER BY coalesce(t.user_id, p.user_id) COLLATE "C"`,
  });
  await analyze(db, 'manager_event_scores');
  return rows;
}

/**
 * user_statistics for every manager with a team, a scored event or a league: season total, the team's part of
 * it (the team page's points), rallies, best rally, leagues joined, and the global rank among managers with a
 * team (docs/game-rules.md §7.6: points, then rally wins over all managers, best rally, most recent rally,
 * earliest team, user id). The most recent rally is the manager's score in the season's most recent scored
 * event; a manager who did not take part in it ranks below every manager who did (§8.4, NULLS LAST).
 *
 * Every figure of a manager comes from one hashed aggregate over their facts (event scores, team, league
 * memberships) stacked by UNION ALL: at a million managers about half the cost of aggregating each source and
 * full-joining the results on text keys; an event's top score (rally wins) comes from eventTopScores. The
 * rank sorts only the managers with a team, on the tie-breakers alone: a leading "has a team" key (a
 * partition) made the sort 1.6× slower.
 *
 * Rebuilt from the facts: the rows are computed into a temporary table (no WAL), compared with the stored
 * ones, and when anything differs the table is emptied and refilled in key order — at a million managers two
 * bulk writes instead of a million-row upsert, which cost several times more (docs/decisions/0179). Rows that
 * did not change keep their updated_at, and a republish that changes nothing writes nothing.
 */
export async function writeUserStatistics(db: Db, season: number): Promise<number> {
  // The step's lane already has a core: for this aggregate the planner otherwise picks a parallel plan
  // that sorts the partial groups by text key, 1.5× slower on two cores than one plain hash.
  await run(db, sql`SET LOCAL max_parallel_workers_per_gather = 0`);
  await run(db, sql`DROP TABLE IF EXISTS fresh_statistics`);
  await run(
    db,
    sql`CREATE TEMP TABLE fresh_statistics ON COMMIT DROP AS
        WITH tops AS MATERIALIZED (SELECT * FROM ${eventTopScores(season)} t),
        latest AS MATERIALIZED (
          -- The season's most recent scored event, ordered by the start its scores carry, as the league tables
          -- order them. (Probing each event's scores for one row instead, the planner scanned the whole table
          -- once per event without scores: 0.6 s at 1M managers.)
          SELECT event_id FROM tops ORDER BY event_start DESC, event_id DESC LIMIT 1
        ),
        ev AS (
          SELECT m.user_id, event_id, m.points, m.team_points, m.points = t.top AS won,
                 CASE WHEN event_id = (SELECT event_id FROM latest) THEN m.points END AS latest_points
          FROM manager_event_scores m
          JOIN tops t USING (event_id)
          WHERE m.season = ${season}
        ),
        facts AS (
          SELECT user_id, event_id, points, team_points, won, latest_points, NULL::timestamptz AS team_created, 0 AS league
          FROM ev
          UNION ALL
          SELECT user_id, NULL, NULL, NULL, NULL, NULL, created_at, 0 FROM fantasy_teams
          UNION ALL
          SELECT user_id, NULL, NULL, NULL, NULL, NULL, NULL, 1 FROM league_members
        ),
        agg AS MATERIALIZED (
          SELECT user_id, coalesce(sum(points), 0)::int AS total, coalesce(sum(team_points), 0)::int AS team_total,
                 count(event_id)::int AS rallies, coalesce(max(points), 0)::int AS best,
                 count(*) FILTER (WHERE won)::int AS wins, max(latest_points)::int AS last,
                 max(team_created) AS team_created, sum(league)::int AS leagues
          FROM facts GROUP BY user_id
        ),
        ranked AS (
          SELECT user_id, total, team_total, rallies, best, leagues,
                 row_number() OVER (ORDER BY total DESC, wins DESC, best DESC, last DESC NULLS LAST, team_created,
                                             user_id COLLATE "C")::int AS rank
          FROM agg WHERE team_created IS NOT NULL
          UNION ALL
          SELECT user_id, total, team_total, rallies, best, leagues, NULL FROM agg WHERE team_created IS NULL
        )
        SELECT user_id, total, team_total, rank, rallies, best, leagues, same,
               CASE WHEN same THEN stored_at ELSE (SELECT app_now()) END AS updated_at
        FROM (
          SELECT r.*, o.updated_at AS stored_at,
                 o.user_id IS NOT NULL AND (o.total_points, o.team_points, o.global_rank, o.rallies_participated,
                                            o.best_rally_points, o.leagues_joined)
                   IS NOT DISTINCT FROM (r.total, r.team_total, r.rank, r.rallies, r.best, r.leagues) AS same
          FROM ranked r LEFT JOIN user_statistics o ON o.user_id = r.user_id
        ) c`,
  );
  const diff = await one<{ changed: number; stored: number; fresh: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM fresh_statistics WHERE NOT same)::int AS changed,
               (SELECT count(*) FROM user_statistics)::int AS stored,
               (SELECT count(*) FROM fresh_statistics)::int AS fresh`,
  );
  // Unchanged when every fresh row matches its stored one and no stored row is left over.
  if (diff.changed === 0 && diff.stored === diff.fresh) return 0;
  await run(db, sql`TRUNCATE user_statistics`);
  // The leaderboard's rank index (docs/decisions/0212) is built once after the refill: rows go in by user id,
  // so kept up row by row it would take a million inserts at random places in the rank order — measured at a
  // million managers, the refill then took twice as long, against 1.4–2.4 s for one sorted build. TRUNCATE
  // already holds the table's exclusive lock until the commit, so no reader sees it without the index.
  await run(db, sql`DROP INDEX IF EXISTS user_statistics_global_rank_idx`);
  // Key order makes the refill append to the primary key's pages; byte order ("C") is the cheap sort and the
  // key order itself wherever ids are ASCII, as ours are.
  const written = await run(
    db,
    sql`INSERT INTO user_statistics (user_id, total_points, team_points, global_rank, rallies_participated,
                                     best_rally_points, leagues_joined, updated_at)
        SELECT user_id, total, team_total, rank, rallies, best, leagues, updated_at FROM fresh_statistics
        ORDER BY user_id COLLATE "C"`,
  );
  // The same definition as migration 0021 and src/server/db/schema/user-data.ts.
  await run(db, sql`CREATE INDEX user_statistics_global_rank_idx ON user_statistics (global_rank) WHERE global_rank IS NOT NULL`);
  await run(db, sql`DROP TABLE fresh_statistics`);
  return written;
}

// ---------------------------------------------------------------- leagues

/**
 * Every league's table marked due, to be recomputed by its first read (src/server/lib/league-positions.repo.ts,
 * docs/decisions/0219), then every league's member_count recounted.
 */
export async function writeLeagueTables(db: Db, season: number): Promise<number> {
  // Head-to-head leagues draw every lock passed since the last publish first (docs/game-rules.md §8.9).
  await drawDueFixtures(db);
  await markLeagueTablesDue(db, season);
  await run(
    db,
    sql`UPDATE leagues l SET member_count = c.n
        FROM (SELECT l2.id, count(lm.user_id)::int AS n FROM leagues l2
              LEFT JOIN league_members lm ON lm.league_id = l2.id GROUP BY l2.id) c
        WHERE l.id = c.id AND l.member_count <> c.n`,
  );
  // The leagues with members, from the counts just made right: a distinct count over every membership sorted
  // them all again.
  const row = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM leagues WHERE member_count > 0`);
  return Number(row.n);
}

// ---------------------------------------------------------------- championship (per season, small)

export async function seasonOfficialResults(db: Db, season: number) {
  return db
    .select({
      eventId: events.id,
      eventStart: events.startDate,
      driverId: eventResults.driverId,
      teamId: drivers.teamId,
      points: eventResults.points,
    })
    .from(eventResults)
    .innerJoin(events, eq(events.id, eventResults.eventId))
    .innerJoin(drivers, eq(drivers.id, eventResults.driverId))
    .where(and(eq(events.season, season), isNotNull(events.resultsPublishedAt)));
}

export interface StandingWrite {
  id: number;
  position: number;
  points: number;
  previousPosition: number | null;
}

export async function replaceStandings(
  db: Db,
  season: number,
  driverRows: StandingWrite[],
  teamRows: StandingWrite[],
): Promise<void> {
  await db.delete(championshipStandings).where(eq(championshipStandings.season, season));
  await db.delete(constructorStandings).where(eq(constructorStandings.season, season));
  if (driverRows.length > 0) {
    await db
      .insert(championshipStandings)
      .values(
        driverRows.map((r) => ({
          season,
          driverId: r.id,
          position: r.position,
          points: r.points,
          previousPosition: r.previousPosition,
        })),
      );
  }
  if (teamRows.length > 0) {
    await db
      .insert(constructorStandings)
      .values(
        teamRows.map((r) => ({
          season,
          teamId: r.id,
          position: r.position,
          points: r.points,
          previousPosition: r.previousPosition,
        })),
      );
  }
}

export async function allTeamIds(db: Db): Promise<number[]> {
  const rows = (await db.execute(sql`SELECT id FROM teams ORDER BY id`)) as unknown as {
    rows: { id: number }[];
  };
  return rows.rows.map((r) => Number(r.id));
}

// ---------------------------------------------------------------- achievements

export async function ensureAchievementCatalogue(
  db: Db,
  catalogue: readonly { id: string; name: string; description: string; icon: string }[],
): Promise<void> {
  await db
    .insert(achievements)
    .values([...catalogue])
    .onConflictDoNothing();
}

/**
 * The score achievements of docs/game-rules.md §11, each at most once per user (primary key), dated by the fact that
 * earned them; the action achievements are awarded at the action (src/server/lib/action-achievements.repo.ts,
 * docs/decisions/0179). Ever Present (a scored team in every completed event of the season) is kept once
 * earned: only the newly earned rows are written, an anti-join against the primary key in key order. Perfect
 * Podium, Century and Rally Winner are recomputed from the scores, so a correction that takes one away
 * removes it and a republish gives the same rows as a fresh computation.
 */
export async function awardAchievements(db: Db, season: number): Promise<number> {
  const kept = await run(
    db,
    sql`INSERT INTO user_achievements (user_id, achievement_id, earned_at)
        SELECT a.user_id, 'ever-present', a.earned_at FROM (
          SELECT m.user_id, max(e.results_published_at) AS earned_at
          FROM manager_event_scores m JOIN events e ON e.id = m.event_id
          WHERE m.season = ${season} AND m.team_points IS NOT NULL
          GROUP BY m.user_id
          HAVING count(*) = (SELECT count(*) FROM events WHERE season = ${season} AND results_published_at IS NOT NULL)
        ) a
        WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id)
          AND NOT EXISTS (SELECT 1 FROM user_achievements ua
                          WHERE ua.user_id = a.user_id AND ua.achievement_id = 'ever-present')
        ORDER BY a.user_id`,
  );
  await run(
    db,
    sql`CREATE TEMP TABLE IF NOT EXISTS earned_scores (user_id text, achievement_id text, earned_at timestamptz) ON COMMIT DROP`,
  );
  await run(db, sql`DELETE FROM earned_scores`);
  // Century's running sums sort every manager's rows by user: under "C" the sort compares bytes (with
  // abbreviated keys) instead of calling the database collation, 2× faster at a million managers; a partition
  // is the same set of rows under either collation.
  await run(
    db,
    sql`INSERT INTO earned_scores (user_id, achievement_id, earned_at)
        SELECT p.user_id, 'perfect-podium', min(e.results_published_at)
        FROM predictions p JOIN events e ON e.id = p.event_id
        WHERE p.is_processed AND p.points = 15 AND e.results_published_at IS NOT NULL GROUP BY p.user_id
        UNION ALL
        SELECT m.user_id, 'rally-winner', min(e.results_published_at)
        FROM manager_event_scores m JOIN events e ON e.id = m.event_id
        JOIN ${eventTopScores()} t ON t.event_id = m.event_id AND m.points = t.top
        GROUP BY m.user_id
        UNION ALL
        SELECT user_id, 'century', min(published) FROM (
          SELECT m.user_id, e.results_published_at AS published,
                 sum(m.points) OVER (PARTITION BY m.user_id COLLATE "C", m.season ORDER BY m.event_start, m.event_id) AS running
          FROM manager_event_scores m JOIN events e ON e.id = m.event_id
        ) c WHERE running >= 100 GROUP BY user_id`,
  );
  await run(
    db,
    // EXCEPT (a hashed set operation) rather than NOT EXISTS: within the step the planner still sees the
    // statistics from before its own inserts (one score achievement where there are 100,000s) and chose a
    // nested loop over the temporary table, minutes at a million managers; the few rows to remove are then
    // found through the primary key.
    sql`DELETE FROM user_achievements ua
        USING (SELECT user_id, achievement_id FROM user_achievements
               WHERE achievement_id IN ('perfect-podium', 'rally-winner', 'century')
               EXCEPT SELECT user_id, achievement_id FROM earned_scores) gone
        WHERE ua.user_id = gone.user_id AND ua.achievement_id = gone.achievement_id`,
  );
  const scored = await run(
    db,
    sql`INSERT INTO user_achievements (user_id, achievement_id, earned_at)
        SELECT s.user_id, s.achievement_id, s.earned_at FROM earned_scores s
        WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id)
        ORDER BY s.user_id COLLATE "C", s.achievement_id
        ON CONFLICT (user_id, achievement_id) DO UPDATE SET earned_at = excluded.earned_at
        WHERE user_achievements.earned_at IS DISTINCT FROM excluded.earned_at`,
  );
  return kept + scored;
}

// ---------------------------------------------------------------- notifications

export async function driversWithPriceChange(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ driverId: driverPrices.driverId })
    .from(driverPrices)
    .where(and(eq(driverPrices.eventId, eventId), sql`${driverPrices.change} <> 0`));
  return rows.map((r) => r.driverId);
}
