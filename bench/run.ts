// `npm run bench`: every main read of the API against a bare Fastify reference answering the same bytes from
// memory, measured in the same run and interleaved (reference, app, reference, app …) with autocannon at
// BENCH_CONNECTIONS (100) connections for BENCH_SECONDS (5) each. The servers run in a child process
// (bench/read-server.ts) so autocannon and the server do not share one event loop. On in-memory PGlite, and
// on PostgreSQL too when BENCH_DATABASE_URL=postgres://… is set (a fresh database is created and dropped).
// Prints req/s, p50/p99 and the app's share of the reference. Figures, not pass/fail (issue 17's targets:
// public reads ≥ 50 % of bare with p99 ≤ 20 ms, signed-in reads ≥ 15 % on PostgreSQL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const only = process.env.BENCH_ONLY?.split(',');
const root = path.resolve(import.meta.dirname, '..');

interface ServerInfo {
  kind: string;
  appPort: number;
  barePort: number;
  cookie: string;
  routes: { path: string; signedIn: boolean; bytes: number }[];
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function hammer(url: string, headers: Record<string, string>, duration: number): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers });
  // Requests still queued in the server when autocannon stops would slow the next measurement down: wait
  // until one more request is answered, which happens after those before it.
  await fetch(url, { headers }).then((res) => res.arrayBuffer());
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function startServer(kind: 'pglite' | 'postgres') {
  // BENCH_SERVER_ARGS passes node flags to the measured server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'bench/read-server.ts')], {
    cwd: root,
    env: { ...process.env, BENCH_KIND: kind },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as ServerInfo));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { info, stop };
}

const kinds: ('pglite' | 'postgres')[] = ['pglite'];
if (process.env.BENCH_DATABASE_URL) kinds.push('postgres');
else console.log('(set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too)');

for (const kind of kinds) {
  const { info, stop } = await startServer(kind);
  console.log(`\nRally Fantasy reads — ${info.kind}, ${connections} connections, ${seconds} s each, Node ${process.version}`);
  const rows: Record<string, string | number>[] = [];
  try {
    for (const route of info.routes) {
      if (only && !only.includes(route.path)) continue;
      const headers: Record<string, string> = route.signedIn ? { cookie: info.cookie } : {};
      const appUrl = `http://127.0.0.1:${info.appPort}${route.path}`;
      const bareUrl = `http://127.0.0.1:${info.barePort}${route.path}`;
      await hammer(appUrl, headers, 1); // warm-up: JIT, pools, caches
      const bare1 = await hammer(bareUrl, headers, seconds / 2);
      const app1 = await hammer(appUrl, headers, seconds / 2);
      const bare2 = await hammer(bareUrl, headers, seconds / 2);
      const app2 = await hammer(appUrl, headers, seconds / 2);
      const bareRps = (bare1.rps + bare2.rps) / 2;
      const appRps = (app1.rps + app2.rps) / 2;
      rows.push({
        route: `GET ${route.path}${route.signedIn ? ' (signed in)' : ''}`,
        bytes: route.bytes,
        'app req/s': Math.round(appRps),
        'app p50 ms': Math.max(app1.p50, app2.p50),
        'app p99 ms': Math.max(app1.p99, app2.p99),
        'bare req/s': Math.round(bareRps),
        'bare p99 ms': Math.max(bare1.p99, bare2.p99),
        'app / bare': `${((100 * appRps) / bareRps).toFixed(1)} %`,
        'non-2xx': app1.non2xx + app2.non2xx + app1.errors + app2.errors,
      });
    }
  } finally {
    await stop();
  }
  console.table(rows);
}
