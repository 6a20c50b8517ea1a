import path from 'node:path';
import { StartupError, type AppConfig } from '../config';
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

/** The innermost error of a chain (drizzle wraps the driver's error in `cause`). */
function rootCause(err: unknown): { code?: string; message: string } {
  let current = err as { code?: string; message?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 5 && current?.cause; i += 1) current = current.cause as typeof current;
  return { code: current?.code, message: String(current?.message ?? err) };
}

/**
 * One line for a database that cannot be used at start: the cause, and what to check. A stack trace of the
 * driver's internals helps no one deploying the game.
 */
export function describeDatabaseError(err: unknown, config: AppConfig): string {
  const { code, message } = rootCause(err);
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir} could not be opened (${message}); check the folder's permissions and free space`;
  const url = new URL(config.databaseUrl);
  const where = `PostgreSQL at ${url.hostname}:${url.port || '5432'}`;
  const database = url.pathname.replace(/^\//, '') || '(default)';
  const hints: Record<string, string> = {
    ECONNREFUSED: `${where} refused the connection; check that PostgreSQL is running and the host and port in DATABASE_URL`,
    ENOTFOUND: `the host ${url.hostname} in DATABASE_URL was not found; check its spelling`,
    EAI_AGAIN: `the host ${url.hostname} in DATABASE_URL could not be resolved; check its spelling and the DNS`,
    ETIMEDOUT: `${where} did not answer in time; check the host, the port and any firewall`,
    '28P01': `${where} refused the user name or password in DATABASE_URL; check them`,
    '28000': `${where} does not accept this user or client address; check the user in DATABASE_URL and pg_hba.conf`,
    '3D000': `the database "${database}" does not exist on ${where}; create it or fix the name in DATABASE_URL`,
    '42501': `the user in DATABASE_URL may not create the game's tables in "${database}"; grant it the rights or use the owner`,
  };
  if (code && hints[code]) return hints[code];
  if (/timeout/i.test(message)) return hints.ETIMEDOUT ?? message;
  return `${where} could not be used (${message}); check DATABASE_URL`;
}

/** Applies the migrations, turning a database that cannot be used into a one-line StartupError. */
export async function migrateOrRefuse(database: OpenedDatabase, config: AppConfig): Promise<void> {
  try {
    await database.migrate();
  } catch (err) {
    await database.close().catch(() => undefined);
    throw new StartupError(describeDatabaseError(err, config));
  }
}
