// `npm run bench:live` with BENCH_DATABASE_URL=postgres://…/any (issue 29's scale figures). Runs on a fresh copy
// of the million-manager template that bench/scoring.ts builds (BENCH_TEMPLATE, default rally_million; built first
// when missing, which takes minutes), with the server in a child process (bench/live-server.ts) and measures:
//   (a) the time from an admin's stage save to the provisional figures being served (my live team shows the stage),
//       once with BENCH_SSE_CLIENTS streams open and once without;
//   (b) a provisional league table of BENCH_LEAGUE_MEMBERS (10,000) members: the first read after a stage, then
//       p50/p99 of the read, warm;
//   (c) GET of my live team at BENCH_CONNECTIONS (100) connections beside a bare Fastify answering the same bytes;
//   (d) BENCH_SSE_CLIENTS (5,000) server-sent-event clients on one instance: how many receive the stage event, and
//       p50/p99/max from the save's start.
// Figures, not pass/fail; the targets are printed beside them. BENCH_KEEP=1 keeps the copy.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL server (the bench creates and drops its own database).');
  process.exit(2);
}
const template = process.env.BENCH_TEMPLATE ?? 'rally_million';
if (!/^[a-z_][a-z0-9_]*$/.test(template)) {
  console.error('BENCH_TEMPLATE must be a plain lower-case database name.');
  process.exit(2);
}
const sseClients = Number(process.env.BENCH_SSE_CLIENTS ?? 5000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const urlOf = (db: string) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

interface ServerInfo {
  appPort: number;
  barePort: number;
  origin: string;
  adminCookie: string;
  playerCookie: string;
  eventId: number;
  leagueId: number;
  stages: { id: number; number: number }[];
  entries: number[];
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const exists = async (db: string) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db])).rows.length > 0;
if (!(await exists(template))) {
  console.log(`Template ${template} is missing: building it with bench/scoring.ts (minutes) …`);
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'bench/scoring.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_TEMPLATE: template, BENCH_BUILD_ONLY: '1' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const name = `rally_live_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
// The player's prediction is written as trusted set-up after the lock, as bench/scoring.ts writes its own (0003).
await admin.query(`ALTER DATABASE ${name} SET rally.prediction_lock = 'off'`);
console.log(`Database ${name} (a copy of ${template}); server in a child process.`);

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/live-server.ts'], {
  cwd: root,
  env: { ...process.env, BENCH_LIVE_URL: urlOf(name) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve(JSON.parse(line) as ServerInfo));
    child.once('exit', (code) => reject(new Error(`bench/live-server.ts exited with ${code}`)));
  });
  await measure(info);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  if (!process.env.BENCH_KEEP) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function measure(info: ServerInfo): Promise<void> {
  const base = `http://127.0.0.1:${info.appPort}`;
  const myLivePath = `/api/events/${info.eventId}/live/me`;
  const player = { cookie: info.playerCookie };
  const stageOf = async (): Promise<number | null> => {
    const body = (await (await fetch(`${base}${myLivePath}`, { headers: player })).json()) as {
      event: { latestStage: { number: number } | null };
    };
    return body.event.latestStage?.number ?? null;
  };

  /** Saves one stage as the admin does (every entered driver, plausible times); resolves with the save's start. */
  const saveStage = async (stage: { id: number; number: number }) => {
    const results = info.entries.map((driverId, i) => ({
      driverId,
      status: 'finished' as const,
      time: `${8 + Math.floor((i * 1.7) / 60)}:${String(Math.floor((i * 1.7) % 60)).padStart(2, '0')}.${(i * 7) % 10}`,
    }));
    const started = performance.now();
    const saved = fetch(`${base}/api/admin/events/${info.eventId}/live/stages/${stage.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: info.origin, cookie: info.adminCookie },
      body: JSON.stringify({ revision: 0, results }),
    }).then(async (res) => {
      if (res.status !== 200) throw new Error(`stage ${stage.number}: ${res.status} ${await res.text()}`);
      return performance.now() - started;
    });
    return { started, saved };
  };

  /** (a): polls my live team from the save's start until it shows the stage. */
  const untilServed = async (started: number, stageNumber: number): Promise<number> => {
    for (;;) {
      if ((await stageOf()) === stageNumber) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  console.log(`\nEvent ${info.eventId}: ${info.entries.length} entered drivers, ${info.stages.length} stages.`);
  const [first, second] = info.stages;
  if (!first || !second) throw new Error('the event needs two stages');

  // (d) and (a) under load: the first stage is published to sseClients open streams.
  console.log(`\n(d) ${sseClients.toLocaleString('en')} SSE clients on one instance, then the first stage is saved:`);
  const streams = await openStreams(info.appPort, sseClients);
  console.log(`  streams open: ${streams.opened.toLocaleString('en')} of ${sseClients.toLocaleString('en')}`);
  const one = await saveStage(first);
  streams.arm(one.started);
  const [saveMs, servedMs] = await Promise.all([one.saved, untilServed(one.started, first.number)]);
  const delivered = await streams.collect(10_000);
  console.log(`  save (PUT answered)                        ${ms(saveMs).padStart(12)}`);
  console.log(`  (a) save → my live team shows the stage    ${ms(servedMs).padStart(12)}  (with the streams open)`);
  console.log(
    `  received the stage event: ${delivered.length.toLocaleString('en')} of ${streams.opened.toLocaleString('en')}; ` +
      `from the save's start p50 ${ms(percentile(delivered, 50))}, p99 ${ms(percentile(delivered, 99))}, max ${ms(delivered.at(-1) ?? NaN)} (target: all, p99 ≤ 2 s)`,
  );
  streams.close();

  // (a) on a quiet server: the second stage.
  const two = await saveStage(second);
  const [saveMs2, servedMs2] = await Promise.all([two.saved, untilServed(two.started, second.number)]);
  console.log(`\n(a) second stage, no streams open:`);
  console.log(`  save (PUT answered)                        ${ms(saveMs2).padStart(12)}`);
  console.log(`  save → my live team shows the stage        ${ms(servedMs2).padStart(12)}`);

  // (b) the provisional table of the big league, read one after another once warm.
  const leaguePath = `/api/leagues/${info.leagueId}/live`;
  // Timed to the last byte of the answer, as a client receives it (decompressed); the client's own JSON parse of
  // 10,000 rows (~10 ms here) is not the server's read and is done outside the timing.
  const readLeague = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}${leaguePath}`, { headers: player });
    const bytes = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${leaguePath} answered ${res.status}`);
    return { ms, rows: (JSON.parse(Buffer.from(bytes).toString('utf8')) as { rows: unknown[] }).rows.length };
  };
  // The first read after the stage computes the table (a few index probes per member); the rest are served from the
  // league's kept copy until the next stage or a change of membership (decision 0209).
  const cold = await readLeague();
  for (let i = 0; i < 10; i += 1) await readLeague();
  const leagueTimes: number[] = [];
  let leagueRows = 0;
  for (let i = 0; i < 200; i += 1) {
    const r = await readLeague();
    leagueTimes.push(r.ms);
    leagueRows = r.rows;
  }
  leagueTimes.sort((a, b) => a - b);
  console.log(`\n(b) provisional league table, ${leagueRows.toLocaleString('en')} rows, 200 reads one after another (warm):`);
  console.log(`  first read after the stage (computed): ${ms(cold.ms)}`);
  console.log(`  p50 ${ms(percentile(leagueTimes, 50))}, p99 ${ms(percentile(leagueTimes, 99))} (target p99 ≤ 50 ms)`);

  // (c) my live team under load, interleaved with the bare reference answering the same bytes.
  const primed = (await (await fetch(`http://127.0.0.1:${info.barePort}/prime?path=${encodeURIComponent(myLivePath)}`, { method: 'POST' })).json()) as {
    bytes: number;
  };
  console.log(`\n(c) GET my live team (${primed.bytes} bytes), ${connections} connections, ${seconds} s each, interleaved:`);
  const rounds: { bare: number; app: number; appP99: number; bareP99: number; non2xx: number }[] = [];
  for (let i = 0; i < 2; i += 1) {
    const bare = await autocannon({ url: `http://127.0.0.1:${info.barePort}/primed`, connections, duration: seconds });
    const app = await autocannon({ url: `${base}${myLivePath}`, connections, duration: seconds, headers: player });
    rounds.push({
      bare: bare.requests.average,
      app: app.requests.average,
      bareP99: bare.latency.p99,
      appP99: app.latency.p99,
      non2xx: app.non2xx + app.errors,
    });
  }
  for (const [i, r] of rounds.entries())
    console.log(
      `  round ${i + 1}: bare ${Math.round(r.bare)} req/s (p99 ${r.bareP99} ms), app ${Math.round(r.app)} req/s (p99 ${r.appP99} ms, ${r.non2xx} not 2xx) → ${((100 * r.app) / r.bare).toFixed(1)} % of bare`,
    );
  const share = (100 * rounds.reduce((s, r) => s + r.app, 0)) / rounds.reduce((s, r) => s + r.bare, 0);
  console.log(`  app / bare = ${share.toFixed(1)} % (target ≥ 30 %)`);
}

/**
 * Opens `n` streams of GET /api/live/stream with plain sockets (one per client, as browsers would). `arm` marks the
 * save's start; each client records once when its first `event: stage` frame arrives.
 */
async function openStreams(port: number, n: number) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const received: number[] = [];
  let started = 0;
  let opened = 0;
  await Promise.all(
    Array.from({ length: n }, (_, i) =>
      new Promise<void>((resolve) => {
        // Opened in waves so the listen backlog does not refuse connections.
        setTimeout(() => {
          const req = http.get({ host: '127.0.0.1', port, path: '/api/live/stream', agent }, (res) => {
            let seen = false;
            let buffer = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              if (buffer === '') {
                opened += 1;
                resolve();
              }
              buffer += chunk;
              if (!seen && started > 0 && buffer.includes('event: stage')) {
                seen = true;
                received.push(performance.now() - started);
              }
              if (buffer.length > 4096) buffer = buffer.slice(-64);
            });
          });
          req.on('error', () => resolve());
          requests.push(req);
        }, Math.floor(i / 250) * 20);
      }),
    ),
  );
  return {
    opened,
    arm(at: number) {
      started = at;
    },
    /** Waits until every open stream got the event or `timeoutMs` passed; latencies sorted. */
    async collect(timeoutMs: number): Promise<number[]> {
      const end = performance.now() + timeoutMs;
      while (received.length < opened && performance.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
      return [...received].sort((a, b) => a - b);
    },
    close() {
      for (const req of requests) req.destroy();
      agent.destroy();
    },
  };
}
