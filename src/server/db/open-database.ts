import path from 'node:path';
import type { AppConfig } from '../config';
import { fromPostgres, openPglite, type Database } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

export interface OpenedDatabase extends Database {
  /** Where the data lives, for the start-up log line. */
  location: string;
}

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR guarded by a lock. */
export async function openDatabase(config: AppConfig): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const database = fromPostgres(config.databaseUrl);
    return { ...database, location: new URL(config.databaseUrl).host };
  }
  const dir = path.resolve(config.dataDir);
  // Lock before opening: a second PGlite on the same folder corrupts it.
  const release = await lockDataDir(dir);
  try {
    const database = await openPglite(path.join(dir, 'pglite'));
    return {
      ...database,
      location: dir,
      async close() {
        try {
          await database.close();
        } finally {
          await release();
        }
      },
    };
  } catch (err) {
    await release();
    throw err;
  }
}

/**
 * For the server and the CLIs: a data folder held by another process is the user's situation to fix,
 * so it is reported in plain words and the process exits 1, without a stack trace.
 */
export async function openDatabaseOrExit(config: AppConfig, hint: string): Promise<OpenedDatabase> {
  try {
    return await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\n${hint}`);
      process.exit(1);
    }
    throw err;
  }
}
