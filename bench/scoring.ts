// `node --import tsx bench/scoring.ts` with BENCH_DATABASE_URL=postgres://…/any (issue 10 benchmark).
// Builds, in a new database beside the given one, BENCH_MANAGERS (default 1,000,000) managers with a
// five-driver team, one prediction each and BENCH_LEAGUES (default 10,000) leagues holding every manager
// once — by bulk SQL, not the API — then publishes one event through the engine (the same job and steps
// the server runs) and prints each step's time, the total, this process's peak RSS, and the floor measured
// in the same run: a bare INSERT … SELECT of the team sums into an unindexed scratch table and a bare scan
// of the lineup table. Figures, not pass/fail. BENCH_KEEP=1 keeps the database.
// BENCH_TEMPLATE=<name> keeps the built data as a template database of that name (built on first use) and
// runs each later bench on a fresh copy of it, so publishing can be measured again without the minutes of
// building; the copy is migrated first, so a template built before a new migration still serves.
// BENCH_BUILD_ONLY=1 with BENCH_TEMPLATE only builds the template; BENCH_EXPLAIN=<ms> (with a template)
// logs the plan of each slower statement to the PostgreSQL server log. BENCH_POOL=<n> (default 4) sizes the
// bench's connection pool: the engine runs independent steps side by side only with connections to spare,
// so BENCH_POOL=3 measures the one-step-at-a-time publish.
// BENCH_READERS=<n> (default 50; 0 skips it): after the publish, the real API serves n signed-in players, each with
// a team and a league; their dashboards (`GET /api/me/dashboard`, n connections back to back) are measured idle for
// BENCH_READ_SECONDS (default 10), then while the event is published again (issue 33 part 5: p99 ≤ 3 × idle).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { JobStep } from '../src/shared/api/admin-results';
import { fromPostgres } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed/seed-database';
import { awardActionAchievements } from '../src/server/lib/action-achievements.repo';
import { freshenLeagueTables } from '../src/server/lib/league-positions.repo';
import { findJob } from '../src/server/modules/scoring/jobs.repo';
import { drainScoringJobs, enqueuePublish } from '../src/server/modules/scoring/scoring.service';
import { startBenchApp } from './bench-app';
import { load, type LoadResult } from './http-load';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error(
    'Set BENCH_DATABASE_URL to a PostgreSQL server (the bench creates and drops its own database).',
  );
  process.exit(2);
}
const MANAGERS = Number(process.env.BENCH_MANAGERS ?? 1_000_000);
const LEAGUES = Number(process.env.BENCH_LEAGUES ?? Math.max(1, Math.round(MANAGERS / 100)));
const template = process.env.BENCH_TEMPLATE;
const name = `${template ?? 'rally_bench'}_${randomBytes(4).toString('hex')}`;
if (template !== undefined && !/^[a-z_][a-z0-9_]*$/.test(template)) {
  console.error('BENCH_TEMPLATE must be a plain lower-case database name.');
  process.exit(2);
}

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const templateReady =
  template !== undefined &&
  (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rows.length > 0;
const build = !templateReady;
// Building writes into the template itself when one is asked for, then publishes on a copy of it.
const buildName = template ?? name;
if (build) await admin.query(`CREATE DATABASE ${buildName}`);
// The bench writes predictions for an event it then publishes: as trusted set-up it opts out of the
// player-facing prediction lock (migration 0003) for its own scratch database.
if (build) await admin.query(`ALTER DATABASE ${buildName} SET rally.prediction_lock = 'off'`);
const urlOf = (db: string) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};
const POOL = Number(process.env.BENCH_POOL ?? 4);
const READERS = Number(process.env.BENCH_READERS ?? 50);
const READ_SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 10);
let database = fromPostgres(urlOf(buildName), POOL);
let { db } = database;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
async function timed<T>(label: string, fn: () => Promise<T>): Promise<number> {
  const t0 = performance.now();
  await fn();
  const ms = performance.now() - t0;
  console.log(`  ${label.padEnd(58)} ${seconds(ms).padStart(9)}`);
  return ms;
}
const exec = (q: string) => db.execute(sql.raw(q));

try {
  if (build) await buildData();
  if (template !== undefined && process.env.BENCH_BUILD_ONLY) {
    console.log(`Template ${template} ready.`);
  } else if (template !== undefined) {
    await database.close();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.query(`ALTER DATABASE ${name} SET rally.prediction_lock = 'off'`);
    if (process.env.BENCH_EXPLAIN) {
      // The plan of every statement slower than BENCH_EXPLAIN ms goes to the server's log (profiling aid).
      await admin.query(`ALTER DATABASE ${name} SET session_preload_libraries = 'auto_explain'`);
      await admin.query(`ALTER DATABASE ${name} SET auto_explain.log_min_duration = ${Number(process.env.BENCH_EXPLAIN)}`);
      await admin.query(`ALTER DATABASE ${name} SET auto_explain.log_analyze = on`);
      await admin.query(`ALTER DATABASE ${name} SET auto_explain.log_buffers = on`);
    }
    database = fromPostgres(urlOf(name), POOL);
    db = database.db;
    await database.migrate();
    await exec('VACUUM ANALYZE');
    await publishAndMeasure(name);
  } else {
    await publishAndMeasure(buildName);
  }
} finally {
  await database.close();
  if (!process.env.BENCH_KEEP) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function buildData(): Promise<void> {
  console.log(
    `Database ${buildName}: ${MANAGERS.toLocaleString('en')} managers, ${LEAGUES.toLocaleString('en')} leagues`,
  );
  await database.migrate();
  await seedDatabase(db, { today: new Date('2026-11-22T12:00:00Z') });
  // The event to publish: the first upcoming round, started an hour ago; lineups were set a day before.
  const ev = (
    (await exec(
      `SELECT id FROM events WHERE results_published_at IS NULL ORDER BY start_date LIMIT 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows[0];
  if (!ev) throw new Error('no upcoming event');
  const eventId = Number(ev.id);
  await exec(`UPDATE events SET start_date = now() - interval '1 hour' WHERE id = ${eventId}`);
  const nDrivers = Number(
    ((await exec(`SELECT count(*)::int AS n FROM drivers`)) as unknown as { rows: { n: number }[] }).rows[0]
      ?.n,
  );

  console.log('Building the data (bulk SQL):');
  await timed('users', () =>
    exec(
      `INSERT INTO users (id, name, email, username) SELECT 'u' || g, 'u' || g, 'u' || g || '@bench.test', 'u' || g FROM generate_series(1, ${MANAGERS}) g`,
    ),
  );
  // Teams and memberships are made a second and 10 ms apart, as players make them: the tie-breakers of the
  // ranking and of league tables end at the creation and join instants, and one shared instant would send
  // every comparison on to the last key (the user id).
  await timed('fantasy_teams', () =>
    exec(
      `INSERT INTO fantasy_teams (user_id, name, spent_budget, created_at) SELECT 'u' || g, 'Team ' || g, 0, now() - interval '2 days' - (${MANAGERS} - g) * interval '1 second' FROM generate_series(1, ${MANAGERS}) g`,
    ),
  );
  // Five distinct drivers per team: the ids at offsets 0, 3, 6, 9, 12 (mod the driver count) from the team's.
  const picks = `FROM fantasy_teams t CROSS JOIN generate_series(0, 4) j JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM drivers) d ON d.k = (t.id + j * 3) % ${nDrivers}`;
  await timed('fantasy_team_drivers (5 per team)', () =>
    exec(
      `INSERT INTO fantasy_team_drivers (team_id, driver_id, purchase_price, purchase_date) SELECT t.id, d.id, 1000000, now() - interval '1 day' ${picks}`,
    ),
  );
  await timed('lineup_history (5 open intervals per team)', () =>
    exec(
      `INSERT INTO lineup_history (team_id, driver_id, purchase_price, acquired_at) SELECT t.id, d.id, 1000000, now() - interval '1 day' ${picks}`,
    ),
  );
  // Every team names a captain (game-rules §5.4): its first pick (offset 0), the worst case for the engine's join.
  await timed('captain_history (1 open interval per team)', () =>
    exec(
      `INSERT INTO captain_history (team_id, driver_id, named_at) SELECT t.id, d.id, now() - interval '1 day' FROM fantasy_teams t JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM drivers) d ON d.k = t.id % ${nDrivers}`,
    ),
  );
  await timed('predictions', () =>
    exec(
      `INSERT INTO predictions (user_id, event_id, created_at) SELECT 'u' || g, ${eventId}, now() - interval '1 day' FROM generate_series(1, ${MANAGERS}) g`,
    ),
  );
  await timed('prediction_results (3 per prediction)', () =>
    exec(
      `INSERT INTO prediction_results (prediction_id, position, driver_id) SELECT p.id, j + 1, d.id FROM predictions p CROSS JOIN generate_series(0, 2) j JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM drivers) d ON d.k = (p.id + j) % ${nDrivers}`,
    ),
  );
  await timed('leagues', () =>
    exec(
      `INSERT INTO leagues (name, type, created_by, invite_code, member_count) SELECT 'League ' || g, 'public', 'u' || g, 'B' || lpad(g::text, 7, '0'), 0 FROM generate_series(1, ${LEAGUES}) g`,
    ),
  );
  await timed('league_members (every manager in one league)', () =>
    exec(
      `INSERT INTO league_members (league_id, user_id, joined_at) SELECT 1 + (g % ${LEAGUES}), 'u' || g, now() - interval '1 day' - (${MANAGERS} - g) * interval '10 ms' FROM generate_series(1, ${MANAGERS}) g`,
    ),
  );
  // What the app awards at each of those actions (First Team, Full Garage, Crystal Ball, ...), in bulk.
  await timed('user_achievements (earned at the actions)', () => awardActionAchievements(db));
  // Results of the event as a draft: the entry list in id order, the last one retired.
  await exec(`INSERT INTO result_drafts (event_id, driver_id, row_number, status, position, points, stage_wins, power_stage_position)
    SELECT ${eventId}, driver_id, rn, CASE WHEN rn = cnt THEN 'retired'::finish_status ELSE 'finished'::finish_status END,
           CASE WHEN rn = cnt THEN NULL ELSE rn END, 0, CASE WHEN rn <= 3 THEN 4 - rn ELSE 0 END, CASE WHEN rn <= 5 THEN rn END
    FROM (SELECT driver_id, row_number() OVER (ORDER BY driver_id)::int AS rn, count(*) OVER ()::int AS cnt FROM event_entries WHERE event_id = ${eventId}) e`);
  await exec(`UPDATE events SET results_draft_saved_at = now() WHERE id = ${eventId}`);
  await timed('VACUUM ANALYZE', () => exec('VACUUM ANALYZE'));
}

async function publishAndMeasure(databaseName: string): Promise<void> {
  // The bench's event: the one with a saved draft (the build leaves exactly one).
  const ev = (
    (await exec(`SELECT id FROM events WHERE results_draft_saved_at IS NOT NULL ORDER BY start_date LIMIT 1`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0];
  if (!ev) throw new Error('no event with a draft');
  const eventId = Number(ev.id);
  // The server and the settings that decide most of a bulk write's cost, printed with the figures they produced.
  const settings = (
    (await exec(
      `SELECT string_agg(name || '=' || current_setting(name), ', ' ORDER BY name) AS s FROM pg_settings
       WHERE name IN ('server_version', 'max_wal_size', 'shared_buffers', 'checkpoint_timeout',
                      'max_parallel_workers_per_gather')`,
    )) as unknown as { rows: { s: string }[] }
  ).rows[0]?.s;
  console.log(`\nServer: PostgreSQL ${settings}`);
  console.log(`Publishing one event through the engine (database ${template !== undefined ? name : buildName}):`);
  const t0 = performance.now();
  const jobId = await enqueuePublish(db, eventId);
  await drainScoringJobs(db);
  const total = performance.now() - t0;
  const job = await findJob(db, jobId);
  if (!job || job.status !== 'succeeded') throw new Error(`job ended ${job?.status}: ${job?.error}`);
  for (const s of job.steps as JobStep[])
    console.log(
      `  step ${s.name.padEnd(14)} ${String(s.rows ?? 0).padStart(10)} rows ${seconds(s.durationMs ?? 0).padStart(9)}`,
    );
  console.log(`  ${'total publish (enqueue → job succeeded)'.padEnd(58)} ${seconds(total).padStart(9)}`);
  console.log(`  outcome ${JSON.stringify(job.outcome)}`);
  const teamStep = (job.steps as JobStep[]).find((s) => s.name === 'teams')?.durationMs ?? 0;

  console.log('\nFloor (same run, same data):');
  await exec('CREATE TABLE bench_scratch (team_id integer, event_id integer, points integer)');
  // The rule's own minimum: the lineup at the lock with the captain's points counted twice (game-rules §5.4).
  const floor = await timed('bare INSERT … SELECT of the team sums (unindexed scratch)', () =>
    exec(`INSERT INTO bench_scratch (team_id, event_id, points)
      SELECT lh.team_id, ${eventId}, coalesce(sum(er.fantasy_points * CASE WHEN ch.id IS NULL THEN 1 ELSE 2 END), 0)::int
      FROM lineup_history lh CROSS JOIN (SELECT start_date FROM events WHERE id = ${eventId}) ev
      LEFT JOIN event_results er ON er.event_id = ${eventId} AND er.driver_id = lh.driver_id
      LEFT JOIN captain_history ch ON ch.team_id = lh.team_id AND ch.driver_id = lh.driver_id
        AND ch.named_at < ev.start_date AND (ch.cleared_at IS NULL OR ch.cleared_at >= ev.start_date)
      WHERE lh.acquired_at < ev.start_date AND (lh.released_at IS NULL OR lh.released_at >= ev.start_date)
      GROUP BY lh.team_id`),
  );
  await timed('bare scan of lineup_history (count(*))', () => exec('SELECT count(*) FROM lineup_history'));
  console.log(`  team step / floor = ${(teamStep / floor).toFixed(2)} (target ≤ 1.5)`);
  // Issue 33 part 5: the whole publish against the one statement it cannot avoid, measured in the same run.
  console.log(`  total publish / floor = ${(total / floor).toFixed(2)} (target ≤ 3)`);
  await leagueTablesOnRead();

  const t1 = performance.now();
  await enqueuePublish(db, eventId);
  await drainScoringJobs(db);
  console.log(`\nRepublish (no change): ${seconds(performance.now() - t1)}`);
  // Before the reads: the API they start in this process is not the publish's memory.
  console.log(
    `Peak RSS of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (target ≤ 500 MB)`,
  );
  if (READERS > 0) await readsDuringPublish(databaseName, eventId);
}

/**
 * Decision 0219: the publish leaves each league's table to its first read. What that read costs, league by league
 * (a sample in random order, each as a player's first read would compute it), and what computing every league
 * would cost in all: the work the publish no longer does, spread over the leagues' first reads.
 */
async function leagueTablesOnRead(): Promise<void> {
  const ids = ((await exec('SELECT id FROM leagues WHERE tables_due_season IS NOT NULL ORDER BY random()')) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  const sample = ids.slice(0, 200);
  const size = ((await exec(`SELECT round(avg(member_count))::int AS n FROM leagues WHERE id IN (${sample.join(',') || 'NULL'})`)) as unknown as { rows: { n: number | null }[] }).rows[0]?.n;
  console.log(`\nLeague tables on their first read (decision 0219), ${ids.length} leagues due:`);
  const each: number[] = [];
  for (const id of sample) {
    const t = performance.now();
    await freshenLeagueTables(db, { leagueIds: [id] });
    each.push(performance.now() - t);
  }
  each.sort((a, b) => a - b);
  const at = (q: number) => each[Math.min(each.length - 1, Math.floor(q * each.length))]!.toFixed(1);
  console.log(`  first read of one league (${sample.length} leagues of ~${size} members)  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms`);
  await timed(`every other league in one read's batch (${ids.length - sample.length})`, () =>
    freshenLeagueTables(db, { leagueIds: ids.slice(sample.length) }),
  );
}

/**
 * Issue 33 part 5: what players see while a publish holds the database. The real API (in this process, on a pool
 * of its own) serves READERS players, each with a team of five and a seat in the bench's first league; their
 * dashboards are read back to back on READERS connections, first with nothing else running, then while the same
 * event is published again through the engine (a republish runs every step of a publish).
 */
async function readsDuringPublish(databaseName: string, eventId: number): Promise<void> {
  console.log(`\nReads during a publish (${READERS} players, GET /api/me/dashboard on ${READERS} connections):`);
  const appDatabase = fromPostgres(urlOf(databaseName), 10);
  const { app, base, signUp, post } = await startBenchApp(appDatabase);
  try {
    const league = (
      (await exec(`SELECT invite_code FROM leagues ORDER BY id LIMIT 1`)) as unknown as { rows: { invite_code: string }[] }
    ).rows[0]?.invite_code;
    const cookies: string[] = [];
    for (let i = 0; i < READERS; i += 1) {
      const { cookie } = await signUp(`reader${i}@bench.test`, `reader_${i}`);
      if (!(await post(cookie, '/api/fantasy/team', { name: `Reader ${i}` })).ok) throw new Error("could not make a reader's team");
      if (league && !(await post(cookie, '/api/leagues/join', { code: league })).ok) throw new Error('could not join the bench league');
      cookies.push(cookie);
    }
    // Five drivers each, as the bench's managers hold them (in bulk, like the build: the market refuses a
    // full-price five).
    await exec(`INSERT INTO fantasy_team_drivers (team_id, driver_id, purchase_price, purchase_date)
      SELECT t.id, d.id, 1000000, now() - interval '1 day' FROM fantasy_teams t
      CROSS JOIN (SELECT id FROM drivers ORDER BY id LIMIT 5) d WHERE t.name LIKE 'Reader %'`);
    let next = 0;
    const read = () => fetch(`${base}/api/me/dashboard`, { headers: { cookie: cookies[next++ % cookies.length]! } });
    const idle = await load('idle', read, { concurrency: READERS, durationMs: READ_SECONDS * 1000 });
    const t0 = performance.now();
    const publish = (async () => {
      await enqueuePublish(db, eventId);
      await drainScoringJobs(db);
    })();
    const during = await load('during the publish', read, { concurrency: READERS, until: publish });
    await publish;
    const publishMs = performance.now() - t0;
    const row = (r: LoadResult) =>
      `  ${r.name.padEnd(20)} ${String(r.requests).padStart(8)} requests ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  errors ${r.errors}`;
    console.log(row(idle));
    console.log(row(during));
    console.log(`  the publish beside the reads took ${seconds(publishMs)}`);
    console.log(`  p99 during / idle = ${(during.p99 / idle.p99).toFixed(2)} (target ≤ 3)`);
  } finally {
    await app.close();
    await appDatabase.close();
  }
}
