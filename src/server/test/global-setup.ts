import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite, fromPostgres } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string | null;
  }
}

/**
 * Migrating a fresh PGlite takes seconds, so it is done once per run: test files start from a dump
 * of the migrated database (PGlite) or from a migrated template database (PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-test-'));
  const snapshot = path.join(dir, 'migrated.tar.gz');
  const client = new PGlite();
  await fromPglite(client).migrate();
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', snapshot);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `rally_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${template}`;
    const tpl = fromPostgres(tplUrl.toString(), 1);
    await tpl.migrate();
    await tpl.close();
  }
  project.provide('pgTemplate', template);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
}
