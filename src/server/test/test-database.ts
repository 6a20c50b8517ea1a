import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type Database } from '../db/client';
import { seedDatabase } from '../db/seed/seed-database';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The kinds this run covers: always PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return inject('pgTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A fresh database of its own for one test file (or one describe block): migrated and empty, or with
 * `seeded` the demo season laid around today, copied from the snapshot the global setup seeded once.
 */
export async function createTestDatabase(
  kind: TestDatabaseKind = 'pglite',
  options: { seeded?: boolean } = {},
): Promise<Database> {
  const seeded = options.seeded ?? false;
  // The demo season depends on the UTC day only; a run that crossed midnight seeds today's season itself.
  if (seeded && utcDay(new Date()) !== inject('seedDay')) {
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
