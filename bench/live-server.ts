// Child process of `bench/live.ts`: serves the real API on the bench's copy of the million-manager database
// (BENCH_LIVE_URL) beside a bare Fastify reference, so the load generator and the SSE clients of the parent never
// share the server's event loop. Sets up what the figures need — an admin, a player holding five entered drivers
// at the lock with a prediction, and a league of BENCH_LEAGUE_MEMBERS members the player is in — prints one JSON
// line with ports, cookies and ids, then serves until SIGTERM. The reference answers `GET /primed` with the bytes
// the parent stored with `POST /prime?path=…` (read from the app with the player's cookie).
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { fromPostgres } from '../src/server/db/client';
import { startBenchApp } from './bench-app';

const url = process.env.BENCH_LIVE_URL;
if (!url) throw new Error('bench/live-server.ts is started by bench/live.ts (BENCH_LIVE_URL)');
const leagueMembers = Number(process.env.BENCH_LEAGUE_MEMBERS ?? 10_000);

const database = fromPostgres(url, 10);
await database.migrate();
const { db } = database;
const rows = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: T[] };

const { app, port, base, origin, signUp } = await startBenchApp(database, { ADMIN_EMAILS: 'admin@bench.test' });

const admin = await signUp('admin@bench.test', 'benchadmin');
const player = await signUp('player@bench.test', 'benchplayer');

// The live event: the one bench/scoring.ts left started and unpublished (its draft is dropped: the stages fill it).
const event = (
  await rows<{ id: number }>(sql`SELECT id FROM events WHERE start_date <= app_now() AND results_published_at IS NULL ORDER BY start_date LIMIT 1`)
).rows[0];
if (!event) throw new Error('no started, unpublished event in the bench database');
const eventId = Number(event.id);
await db.execute(sql`DELETE FROM result_drafts WHERE event_id = ${eventId}`);
await db.execute(sql`UPDATE events SET results_draft_saved_at = NULL WHERE id = ${eventId}`);
const stages = (
  await rows<{ id: number; number: number }>(sql`SELECT id, number FROM stages WHERE event_id = ${eventId} ORDER BY number`)
).rows.map((s) => ({ id: Number(s.id), number: Number(s.number) }));
const entries = (
  await rows<{ driver_id: number }>(sql`SELECT driver_id FROM event_entries WHERE event_id = ${eventId} ORDER BY driver_id`)
).rows.map((e) => Number(e.driver_id));
if (stages.length < 3 || entries.length < 5) throw new Error(`event ${eventId} has ${stages.length} stages and ${entries.length} entries`);

// The player's team and prediction, made before the lock as a player's would be (bulk SQL: the API refuses after it).
const team = (
  await rows<{ id: number }>(sql`INSERT INTO fantasy_teams (user_id, name, spent_budget, created_at)
    VALUES (${player.userId}, 'Bench Live', 0, app_now() - interval '2 days') RETURNING id`)
).rows[0];
for (const driverId of entries.slice(0, 5)) {
  await db.execute(sql`INSERT INTO fantasy_team_drivers (team_id, driver_id, purchase_price, purchase_date)
    VALUES (${team?.id}, ${driverId}, 1000000, app_now() - interval '1 day')`);
  await db.execute(sql`INSERT INTO lineup_history (team_id, driver_id, purchase_price, acquired_at)
    VALUES (${team?.id}, ${driverId}, 1000000, app_now() - interval '1 day')`);
}
const prediction = (
  await rows<{ id: number }>(sql`INSERT INTO predictions (user_id, event_id, created_at)
    VALUES (${player.userId}, ${eventId}, app_now() - interval '1 day') RETURNING id`)
).rows[0];
for (const [i, driverId] of entries.slice(0, 3).entries())
  await db.execute(sql`INSERT INTO prediction_results (prediction_id, position, driver_id) VALUES (${prediction?.id}, ${i + 1}, ${driverId})`);

// One big league: the player and leagueMembers − 1 of the bench's managers, who joined before the lock.
const league = (
  await rows<{ id: number }>(sql`INSERT INTO leagues (name, type, created_by, invite_code, member_count)
    VALUES ('Bench Live League', 'public', ${player.userId}, 'BLIVE001', ${leagueMembers}) RETURNING id`)
).rows[0];
const leagueId = Number(league?.id);
await db.execute(sql`INSERT INTO league_members (league_id, user_id, joined_at)
  SELECT ${leagueId}, 'u' || g, app_now() - interval '1 day' FROM generate_series(1, ${leagueMembers - 1}) g`);
await db.execute(sql`INSERT INTO league_members (league_id, user_id, joined_at) VALUES (${leagueId}, ${player.userId}, app_now() - interval '1 day')`);
await db.execute(sql`ANALYZE league_members`);

// The reference: nothing but Fastify, answering the bytes the parent primed, from memory.
const bare = Fastify({ logger: false });
let primed: { body: Buffer; type: string } | null = null;
bare.post('/prime', async (request) => {
  const path = (request.query as { path?: string }).path ?? '';
  const res = await fetch(`${base}${path}`, { headers: { cookie: player.cookie } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  primed = { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? 'application/json' };
  return { bytes: primed.body.length };
});
bare.get('/primed', (_request, reply) => {
  if (!primed) return reply.code(404).send();
  return reply.header('content-type', primed.type).send(primed.body);
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;

console.log(
  JSON.stringify({
    appPort: port,
    barePort,
    origin,
    adminCookie: admin.cookie,
    playerCookie: player.cookie,
    eventId,
    leagueId,
    stages,
    entries,
  }),
);

process.on('SIGTERM', () => {
  void (async () => {
    await bare.close();
    await app.close();
    await database.close();
    process.exit(0);
  })();
});
