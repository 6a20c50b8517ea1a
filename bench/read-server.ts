// Child process of `bench/run.ts`: starts the real API on a freshly seeded database (in-memory PGlite, or a new
// PostgreSQL database created next to BENCH_DATABASE_URL and dropped at the end) and a bare Fastify reference
// that answers the very same bytes from memory. Prints one JSON line with both ports, the session cookie and
// the benchmarked paths, then serves until SIGTERM.
import crypto from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { fromPostgres, openPglite, type Database } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed/seed-database';
import { startBenchApp } from './bench-app';

export const BENCH_ROUTES: { path: string; signedIn: boolean }[] = [
  { path: '/api/events', signedIn: false },
  { path: '/api/drivers', signedIn: false },
  { path: '/api/teams', signedIn: false },
  { path: '/api/standings/drivers', signedIn: false },
  { path: '/api/standings/constructors', signedIn: false },
  { path: '/api/me', signedIn: true },
  { path: '/api/fantasy/team', signedIn: true },
  { path: '/api/market/drivers', signedIn: true },
  { path: '/api/market/trends', signedIn: true },
];

const adminUrl = process.env.BENCH_DATABASE_URL;
const usePostgres = process.env.BENCH_KIND === 'postgres';
let database: Database;
let dropDatabase = async () => {};
if (usePostgres) {
  if (!adminUrl) throw new Error('BENCH_KIND=postgres needs BENCH_DATABASE_URL');
  // BENCH_DATABASE_PREFIX: where several people share one server, each names their own databases.
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'rally_bench'}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = fromPostgres(url.toString(), 10);
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
} else {
  database = await openPglite();
}
await database.migrate();
await seedDatabase(database.db, { today: new Date() });

const { app, port, base, signUp, post: postAs } = await startBenchApp(database);

// A manager with a team of three drivers, so the signed-in reads carry what a player's do.
const { cookie } = await signUp('bench@example.com', 'bench');
const post = (path: string, body: unknown) => postAs(cookie, path, body);
await post('/api/fantasy/team', { name: 'Bench Racing' });
const market = (await (await fetch(`${base}/api/market/drivers`, { headers: { cookie } })).json()) as { drivers: { id: number; price: number }[] };
for (const driver of [...market.drivers].sort((a, b) => a.price - b.price).slice(0, 3)) {
  await post('/api/fantasy/team/drivers', { driverId: driver.id });
}

// The reference: nothing but Fastify, the same bytes and content type from memory.
const bare = Fastify({ logger: false });
const bodies = new Map<string, { body: Buffer; type: string }>();
for (const route of BENCH_ROUTES) {
  const res = await fetch(`${base}${route.path}`, { headers: route.signedIn ? { cookie } : {} });
  if (res.status !== 200) throw new Error(`${route.path} answered ${res.status}`);
  bodies.set(route.path, { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') ?? 'application/json' });
}
bare.get('/*', (request, reply) => {
  const found = bodies.get(request.url);
  if (!found) return reply.code(404).send();
  return reply.header('content-type', found.type).send(found.body);
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;

console.log(
  JSON.stringify({
    kind: database.kind,
    appPort: port,
    barePort,
    cookie,
    routes: BENCH_ROUTES.map((r) => ({ ...r, bytes: bodies.get(r.path)?.body.length ?? 0 })),
  }),
);

process.on('SIGTERM', () => {
  void (async () => {
    await bare.close();
    await app.close();
    await database.close();
    await dropDatabase();
    process.exit(0);
  })();
});
