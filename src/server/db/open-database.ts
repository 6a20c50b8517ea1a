import path from 'node:path';
import type { AppConfig } from '../config';
import { fromPostgres, openPglite, type Database } from './client';
import { lockDataDir } from './data-dir-lock';

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
