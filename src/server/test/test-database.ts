import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type Database } from '../db/client';
import { seedDatabase } from '../db/seed/seed-database';
import { createClock } from '../lib/clock';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * Why a test block runs on both engines (docs/decisions/0183-seed-once-and-database-split.md): PGlite is one
 * connection running one transaction at a time, so these take another path there than on PostgreSQL.
 * - `concurrency`: requests racing for rows or counters, row locks, the publish job's lanes and leases
 *   (FOR UPDATE SKIP LOCKED, side-by-side steps on PostgreSQL, one after another on PGlite);
 * - `notifications`: LISTEN/NOTIFY, over a connection of its own on PostgreSQL, in-process on PGlite;
 * - `smoke`: every route (the authorisation matrix's accepted requests, the fuzz suite's hostile ones) and
 *   the seed, once on each engine.
 */
export type BothEnginesReason = 'concurrency' | 'notifications' | 'smoke';

/**
 * Which databases a test block runs on. Without a reason, one: PostgreSQL when TEST_DATABASE_URL is set
 * (production's engine, PostgreSQL 15 in CI, and the faster of the two here), PGlite otherwise. With a
 * reason, both (PGlite only, without TEST_DATABASE_URL). TEST_DATABASE_KINDS=all puts every block on both:
 * worth a run after changing SQL that one engine might refuse.
 */
export function testDatabaseKinds(bothBecause?: BothEnginesReason): TestDatabaseKind[] {
  if (!inject('pgTemplate')) return ['pglite'];
  return bothBecause || process.env.TEST_DATABASE_KINDS === 'all' ? ['pglite', 'postgres'] : ['postgres'];
}

/** The kind a test runs on when it names none: the one of `testDatabaseKinds()`. */
export function defaultTestDatabaseKind(): TestDatabaseKind {
  return inject('pgTemplate') ? 'postgres' : 'pglite';
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A fresh database of its own for one test file (or one describe block): migrated and empty, or with
 * `seeded` the demo season laid around today, copied from the snapshot the global setup seeded once.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind = defaultTestDatabaseKind(),
  options: { seeded?: boolean } = {},
): Promise<Database> {
  const seeded = options.seeded ?? false;
  // The demo season depends on the UTC day only; a run that crossed midnight seeds today's season itself.
  if (seeded && utcDay(createClock().now()) !== inject('seedDay')) {
    const database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    return database;
  }
  if (kind === 'pglite') {
    const snapshot = fs.readFileSync(inject(seeded ? 'pgliteSeededSnapshot' : 'pgliteSnapshot'));
    const client = new PGlite({ loadDataDir: new Blob([snapshot]) });
    await client.waitReady;
    return fromPglite(client);
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject(seeded ? 'pgSeededTemplate' : 'pgTemplate');
  if (!url || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `rally_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = fromPostgres(dbUrl.toString(), 60);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
