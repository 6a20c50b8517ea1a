// `node --import tsx bench/prediction-surge.ts` with BENCH_DATABASE_URL=postgres://… (PostgreSQL only:
// PGlite runs one transaction at a time, so nothing would overlap).
//
// The deadline surge of issue 12: SURGE_MANAGERS (default 1,000) signed-in managers save their podium over
// HTTP at the same moment while the event's start passes in the middle of the burst. Half of them already
// have a prediction (the burst mixes creates and updates). Checks, each printed with its figure:
//   - no answer with status 5xx;
//   - no save accepted after the start: every accepted write's COMMIT time (pg_xact_commit_timestamp, needs
//     track_commit_timestamp = on) is before the event start; without that setting the script says so and
//     prints the weaker bound it can measure;
//   - every stored prediction has exactly three distinct picks in places 1–3; an accepted save holds exactly
//     what was sent, a refused one left the old picks (or nothing) in place;
//   - every refusal is 409 "Predictions are closed for this event".
// Then throughput and p50/p99 latency of the burst. Exits 1 when a check fails.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { fromPostgres } from '../src/server/db/client';
import { sessions, users } from '../src/server/db/schema/index';
import { seedDatabase } from '../src/server/db/seed/seed-database';
import { PREDICTION_MESSAGES } from '../src/shared/api/predictions';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('prediction-surge needs PostgreSQL: set BENCH_DATABASE_URL=postgres://user@host:5432/db');
  process.exit(2);
}
const MANAGERS = Number(process.env.SURGE_MANAGERS ?? 1000);
const POOL = Number(process.env.SURGE_POOL ?? 40);
const SECRET = 'surge-bench-secret-surge-bench-secret-0123456789';

const database = fromPostgres(url, POOL);
const db = database.db;
await database.migrate();
await seedDatabase(db, { today: new Date() });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error('expected a row');
  return row;
}

const { on: commitTs } = await one<{ on: string }>(sql`SELECT current_setting('track_commit_timestamp') AS on`);

// ---------------------------------------------------------------- managers with real sessions
// Sign-up hashes a password with argon2id (~19 MiB, t=2): 1,000 of them would measure the hash, not the
// lock. The managers get a user row and a session row directly, and the cookie better-auth itself would
// set (the token signed with HMAC-SHA-256 of the secret); the first request checks that it is accepted.
const run = crypto.randomBytes(3).toString('hex');
const managers = Array.from({ length: MANAGERS }, (_, i) => ({
  id: `surge-${run}-${i}`,
  token: crypto.randomBytes(24).toString('base64url'),
  cookie: '',
}));
for (let i = 0; i < managers.length; i += 500) {
  const batch = managers.slice(i, i + 500);
  await db.insert(users).values(batch.map((m) => ({ id: m.id, name: m.id, email: `${m.id}@example.com`, username: m.id.slice(0, 30) })));
  await db.insert(sessions).values(
    batch.map((m) => ({ id: crypto.randomUUID(), token: m.token, userId: m.id, expiresAt: new Date(Date.now() + 86_400_000) })),
  );
}
for (const m of managers) {
  const signature = crypto.createHmac('sha256', SECRET).update(m.token).digest('base64');
  m.cookie = `rally.session_token=${encodeURIComponent(`${m.token}.${signature}`)}`;
}

const config = loadConfig({
  NODE_ENV: 'production',
  AUTH_SECRET: SECRET,
  LOG_LEVEL: 'silent',
  PORT: '0',
  PUBLIC_URL: 'http://127.0.0.1:3999',
});
const app = await buildApp({ config, database, webRoot: null, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const origin = config.publicUrl;

const me = await fetch(`${base}/api/me`, { headers: { cookie: managers[0]!.cookie } });
if (me.status !== 200) {
  console.error(`the crafted session cookie was refused (${me.status}); the bench cannot sign managers in`);
  process.exit(2);
}

// ---------------------------------------------------------------- the event and each manager's picks
const { id: template } = await one<{ id: number }>(sql`SELECT id FROM events ORDER BY id LIMIT 1`);
async function newEvent(name: string): Promise<number> {
  const { round } = await one<{ round: number }>(sql`SELECT coalesce(max(round), 0) + 1 AS round FROM events WHERE season = 2099`);
  const { id } = await one<{ id: number }>(sql`INSERT INTO events (season, round, name, country, start_date, end_date, surface_type)
    VALUES (2099, ${round}, ${name}, 'Finland', clock_timestamp() + interval '1 day', clock_timestamp() + interval '4 days', 'gravel')
    RETURNING id`);
  await db.execute(sql`INSERT INTO event_entries (event_id, driver_id, car_number)
    SELECT ${id}, driver_id, car_number FROM event_entries WHERE event_id = ${template}`);
  return id;
}
const entered = (await rows<{ id: number }>(sql`SELECT driver_id AS id FROM event_entries WHERE event_id = ${template} ORDER BY driver_id`)).map((r) => r.id);

/** A deterministic, different podium per manager and round (three distinct entered drivers). */
function podiumFor(i: number, round: number): [number, number, number] {
  const n = entered.length;
  const a = (i * 7 + round) % n;
  const b = (a + 1 + ((i + round) % (n - 1))) % n;
  let c = (b + 1 + ((i * 3 + round) % (n - 2))) % n;
  while (c === a || c === b) c = (c + 1) % n;
  return [entered[a]!, entered[b]!, entered[c]!];
}

interface Answer {
  i: number;
  status: number;
  message: string | null;
  ms: number;
  sent: [number, number, number];
}

async function save(eventId: number, i: number, picks: [number, number, number]): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api/predictions/${eventId}`, {
      method: 'PUT',
      headers: { cookie: managers[i]!.cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ first: picks[0], second: picks[1], third: picks[2] }),
    });
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return { i, status: res.status, message: res.status >= 300 ? (body.message ?? null) : null, ms: performance.now() - t0, sent: picks };
  } catch (error) {
    return { i, status: 0, message: String(error), ms: performance.now() - t0, sent: picks };
  }
}

const burst = (eventId: number, round: number) => Promise.all(managers.map((_, i) => save(eventId, i, podiumFor(i, round))));

// A calibration burst on an event far from its start: warms the pool and measures how long a burst takes,
// so the real one can put the start in its middle.
const calibration = await newEvent(`Surge calibration ${run}`);
let t = performance.now();
await burst(calibration, 0);
const burstMs = performance.now() - t;

// Half the managers predict early, so the surge mixes updates with first saves.
const surge = await newEvent(`Surge Rally ${run}`);
await Promise.all(managers.filter((_, i) => i % 2 === 0).map((_, k) => save(surge, k * 2, podiumFor(k * 2, 1))));
const before = new Map(
  (await rows<{ user_id: string; picks: number[] }>(sql`SELECT p.user_id, array_agg(r.driver_id ORDER BY r.position) AS picks
    FROM predictions p JOIN prediction_results r ON r.prediction_id = p.id WHERE p.event_id = ${surge} GROUP BY p.user_id`)).map((r) => [r.user_id, r.picks.map(Number)]),
);

// The start, on the database clock, half a burst from now.
const leadMs = Math.round(burstMs / 2);
const { start } = await one<{ start: string }>(sql`UPDATE events SET start_date = clock_timestamp() + ${`${leadMs} milliseconds`}::interval
  WHERE id = ${surge} RETURNING to_char(start_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS start`);
t = performance.now();
const answers = await burst(surge, 2);
const elapsed = performance.now() - t;

// ---------------------------------------------------------------- checks
const problems: string[] = [];
const accepted = answers.filter((a) => a.status === 200 || a.status === 201);
const refused = answers.filter((a) => a.status >= 400 && a.status < 500);
const fiveXX = answers.filter((a) => a.status >= 500 || a.status === 0);
if (fiveXX.length) problems.push(`${fiveXX.length} answers with 5xx / no answer (first: ${fiveXX[0]!.status} ${fiveXX[0]!.message})`);
const wrongRefusals = refused.filter((a) => a.status !== 409 || a.message !== PREDICTION_MESSAGES.closed);
if (wrongRefusals.length) problems.push(`${wrongRefusals.length} refusals without 409 "${PREDICTION_MESSAGES.closed}" (first: ${wrongRefusals[0]!.status} ${wrongRefusals[0]!.message})`);

// Commit time of every stored row of the event: the prediction row and its three pick rows carry the xid of
// the last transaction that wrote them, i.e. the manager's last accepted save.
const stored = await rows<{ user_id: string; picks: number[]; positions: number[]; committed: string | null; after: boolean | null }>(sql`
  SELECT p.user_id,
         array_agg(r.driver_id ORDER BY r.position) AS picks,
         array_agg(r.position ORDER BY r.position) AS positions,
         ${commitTs === 'on' ? sql`to_char(max(greatest(pg_xact_commit_timestamp(p.xmin), pg_xact_commit_timestamp(r.xmin))) AT TIME ZONE 'UTC', 'HH24:MI:SS.US')` : sql`NULL`} AS committed,
         ${commitTs === 'on' ? sql`max(greatest(pg_xact_commit_timestamp(p.xmin), pg_xact_commit_timestamp(r.xmin))) >= e.start_date` : sql`NULL`} AS after
  FROM predictions p JOIN events e ON e.id = p.event_id
  LEFT JOIN prediction_results r ON r.prediction_id = p.id
  WHERE p.event_id = ${surge}
  GROUP BY p.user_id, e.start_date`);
const byUser = new Map(stored.map((s) => [s.user_id, s]));

let acceptedAfterStart = 0;
let picksBad = 0;
for (const s of stored) {
  const picks = (s.picks ?? []).map(Number);
  const positions = (s.positions ?? []).map(Number);
  if (picks.length !== 3 || new Set(picks).size !== 3 || positions.join() !== '1,2,3') picksBad += 1;
  if (s.after) acceptedAfterStart += 1;
}
for (const a of answers) {
  const id = managers[a.i]!.id;
  const row = byUser.get(id);
  const got = row ? row.picks.map(Number).join() : null;
  const ok = a.status === 200 || a.status === 201;
  const expected = ok ? a.sent.join() : (before.get(id)?.join() ?? null);
  if (got !== expected) picksBad += 1;
  if (ok && a.status === 201 && before.has(id)) picksBad += 1; // an update answered as a create
}
if (picksBad) problems.push(`${picksBad} predictions whose picks are not exactly three distinct drivers, or not what was sent / kept`);
if (commitTs === 'on' && acceptedAfterStart) problems.push(`${acceptedAfterStart} saves committed at or after the start`);
if (!accepted.length || !refused.length) problems.push(`the start did not fall inside the burst (accepted ${accepted.length}, refused ${refused.length})`);

const { last_commit } =
  commitTs === 'on'
    ? await one<{ last_commit: string | null }>(sql`SELECT to_char(max(pg_xact_commit_timestamp(p.xmin)) AT TIME ZONE 'UTC', 'HH24:MI:SS.US') AS last_commit FROM predictions p WHERE p.event_id = ${surge}`)
    : { last_commit: null };

const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;

console.log(`Prediction deadline surge — PostgreSQL, ${MANAGERS} managers at once (${before.size} updating, ${MANAGERS - before.size} first saves), pool ${POOL}, Node ${process.version}`);
console.log(`  event start (DB clock)       ${start}  (set ${leadMs} ms before the burst; calibration burst took ${Math.round(burstMs)} ms)`);
console.log(`  answers                      ${answers.length}: accepted ${accepted.length} (201 ${accepted.filter((a) => a.status === 201).length}, 200 ${accepted.filter((a) => a.status === 200).length}), refused ${refused.length}`);
console.log(`  5xx / no answer              ${fiveXX.length}`);
if (commitTs === 'on') {
  console.log(`  accepted after start         ${acceptedAfterStart}  (commit times by pg_xact_commit_timestamp; last commit ${last_commit} UTC)`);
} else {
  console.log('  accepted after start         not measured: track_commit_timestamp is off on this server (turn it on to compare commit times)');
}
console.log(`  picks check                  ${picksBad === 0 ? 'ok' : 'FAILED'}: ${stored.length} stored predictions, each 3 distinct drivers in places 1–3, accepted = sent, refused = unchanged`);
console.log(`  refusal messages             ${wrongRefusals.length === 0 ? 'ok' : 'FAILED'}: ${refused.length} × 409 "${PREDICTION_MESSAGES.closed}"`);
console.log(`  throughput                   ${Math.round((answers.length / elapsed) * 1000)} saves/s (${answers.length} in ${Math.round(elapsed)} ms)`);
console.log(`  latency                      p50 ${pct(50).toFixed(1)} ms  p99 ${pct(99).toFixed(1)} ms  max ${latencies.at(-1)!.toFixed(1)} ms`);
console.log(problems.length ? `FAILED:\n  - ${problems.join('\n  - ')}` : 'all checks passed');

await app.close();
await database.close();
process.exit(problems.length ? 1 : 0);
