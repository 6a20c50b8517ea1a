import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildServerBundle,
  emptyPostgresDatabase,
  killIfRunning,
  queryOnce,
  shippedMigrations,
  startServerProcess,
  waitUntilReady,
  type ServerProcess,
} from './server-process';

// Issue 33 part 2 (docs/decisions/0198): instances started at the same moment on an empty PostgreSQL database
// all become ready, and the migrations and the demo seed run once, under the start-up advisory lock. Without
// it two of them run the same CREATE TABLE and one fails its start (or the season is seeded twice).

const INSTANCES = 3;
let bundle = '';
beforeAll(() => {
  if (process.env.TEST_DATABASE_URL) bundle = buildServerBundle('test-ops-instances');
});
afterAll(() => {
  if (bundle) fs.rmSync(bundle, { recursive: true, force: true });
});

it.skipIf(!process.env.TEST_DATABASE_URL)(
  `${INSTANCES} instances started together on one empty database all serve; migrations and seed run once`,
  { timeout: 120_000 },
  async () => {
    const database = await emptyPostgresDatabase();
    const servers: ServerProcess[] = [];
    try {
      for (let i = 0; i < INSTANCES; i += 1) {
        servers.push(
          await startServerProcess([path.join(bundle, 'main.mjs')], {
            NODE_ENV: 'production',
            DATABASE_URL: database.url,
            AUTH_SECRET: 'a-test-secret-of-at-least-32-characters',
            SEED_DEMO: 'true',
          }),
        );
      }
      const ready = await Promise.all(servers.map((s) => waitUntilReady(s)));
      expect(ready, servers.map((s) => s.output()).join('\n---\n')).toEqual(servers.map(() => true));

      const applied = await queryOnce<{ n: number }>(database.url, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(applied[0]?.n).toBe(shippedMigrations());
      const seededBy = servers.filter((s) => s.output().includes('Seeded the demo season.'));
      expect(seededBy).toHaveLength(1);
      // One demo season: each event once (a second seed would have laid its events again).
      const events = await queryOnce<{ n: number; names: number }>(database.url, 'SELECT count(*)::int AS n, count(DISTINCT (season, name))::int AS names FROM events');
      expect(events[0]?.n).toBeGreaterThan(0);
      expect(events[0]?.n).toBe(events[0]?.names);

      for (const s of servers) s.child.kill('SIGTERM');
      expect(await Promise.all(servers.map((s) => s.exited))).toEqual(servers.map(() => 0));
    } finally {
      servers.forEach(killIfRunning);
      await database.drop();
    }
  },
);
