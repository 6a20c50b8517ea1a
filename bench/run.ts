// `npm run bench`: starts the API in this process on a seeded in-memory PGlite (or BENCH_DATABASE_URL),
// loads the main read routes over loopback HTTP and prints requests/s and latency percentiles.
// Figures, not pass/fail: compare them between commits on the same machine.
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { fromPostgres, openPglite } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed/seed-database';
import { load, type LoadResult } from './http-load';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 3000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);

const database = process.env.BENCH_DATABASE_URL ? fromPostgres(process.env.BENCH_DATABASE_URL, 20) : await openPglite();
await database.migrate();
await seedDatabase(database.db, { today: new Date('2026-11-22T12:00:00Z') });
const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!', LOG_LEVEL: 'silent', PORT: '0', RATE_LIMIT_SIGNUPS_PER_IP: '100000' });
const app = await buildApp({ config, database, webRoot: null, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const origin = config.publicUrl;

const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', name: 'bench', username: 'bench' }),
});
const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

const get = (path: string, withCookie = false) => () =>
  fetch(`${base}${path}`, { headers: withCookie ? { cookie } : {} });

const routes: [string, () => Promise<Response>][] = [
  ['GET /api/health', get('/api/health')],
  ['GET /api/me (session lookup)', get('/api/me', true)],
  ['GET /api/notifications/unread-count', get('/api/notifications/unread-count', true)],
];
// Read routes of later modules, benchmarked when they exist.
for (const path of ['/api/events', '/api/drivers', '/api/standings/drivers', '/api/market']) {
  const probe = await fetch(`${base}${path}`, { headers: { cookie } });
  await probe.arrayBuffer();
  if (probe.status === 200) routes.push([`GET ${path}`, get(path, true)]);
}

console.log(`Rally Fantasy API benchmark — ${database.kind}, ${concurrency} concurrent clients, ${durationMs} ms per route, Node ${process.version}`);
const results: LoadResult[] = [];
for (const [name, send] of routes) results.push(await load(name, send, { concurrency, durationMs }));
console.table(results.map((r) => ({ route: r.name, 'req/s': r.rps, 'p50 ms': r.p50, 'p95 ms': r.p95, 'p99 ms': r.p99, requests: r.requests, errors: r.errors })));

await app.close();
await database.close();
