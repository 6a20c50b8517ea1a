import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres, type Database } from '../db/client';
import { seedDatabase } from '../db/seed/seed-database';
import { createClock } from '../lib/clock';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgliteSeededSnapshot: string;
    pgTemplate: string | null;
    pgSeededTemplate: string | null;
    /** The UTC day (YYYY-MM-DD) the seeded snapshots' demo season is laid around. */
    seedDay: string;
  }
}

async function writeDump(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Migrating a fresh PGlite takes seconds and seeding the demo season more, so both are done once per run
 * (docs/decisions/0183): test files start from a dump of the migrated or the seeded database (PGlite), or
 * from a migrated or seeded template database (PostgreSQL). This is also each engine's migration and seed
 * smoke: if either fails, the run stops here.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-test-'));
  // The real today (a clock of its own: the run's databases are not moved yet); test files compare it with their
  // day (see createTestDatabase).
  const today = createClock().now();

  const pglite = async () => {
    const snapshot = path.join(dir, 'migrated.tar.gz');
    const seededSnapshot = path.join(dir, 'seeded.tar.gz');
    const client = new PGlite();
    const database = fromPglite(client);
    await database.migrate();
    await writeDump(client, snapshot);
    await seedDatabase(database.db, { today });
    await writeDump(client, seededSnapshot);
    await client.close();
    return { snapshot, seededSnapshot };
  };

  const url = process.env.TEST_DATABASE_URL;
  const template = `rally_tpl_${process.pid}`;
  const seededTemplate = `rally_tpl_seeded_${process.pid}`;
  const withDatabase = async (name: string, work: (database: Database) => Promise<unknown>) => {
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const database = fromPostgres(dbUrl.toString(), 1);
    try {
      await work(database);
    } finally {
      await database.close();
    }
  };
  const postgres = async () => {
    if (!url) return null;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${seededTemplate}`);
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.query(`CREATE DATABASE ${template}`);
      await withDatabase(template, (database) => database.migrate());
      // A template must have no connections while it is copied: the migrated one is closed by now.
      await admin.query(`CREATE DATABASE ${seededTemplate} TEMPLATE ${template}`);
      await withDatabase(seededTemplate, (database) => seedDatabase(database.db, { today }));
    } finally {
      await admin.end();
    }
    return { template, seededTemplate };
  };

  const teardown = async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const name of [seededTemplate, template]) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };

  // PGlite works in this process and PostgreSQL in its own: side by side.
  const [local, server] = await Promise.all([pglite(), postgres()]).catch(async (err: unknown) => {
    await teardown().catch(() => undefined);
    throw err;
  });
  project.provide('pgliteSnapshot', local.snapshot);
  project.provide('pgliteSeededSnapshot', local.seededSnapshot);
  project.provide('pgTemplate', server?.template ?? null);
  project.provide('pgSeededTemplate', server?.seededTemplate ?? null);
  project.provide('seedDay', today.toISOString().slice(0, 10));

  return teardown;
}
