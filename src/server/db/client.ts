import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { MIGRATIONS_FOLDER } from '../project-paths';

export type Schema = typeof schema;
// Both drivers produce a PgDatabase; the app only uses the API they share.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations; on PostgreSQL under the start-up lock, so instances starting together run them once. */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other instance runs its own: on PostgreSQL a session advisory lock held on a connection
   * of its own (docs/decisions/0198); on PGlite the data folder's lock already keeps every other process out.
   * Not reentrant: `fn` must not call `migrate()` or `exclusive()` (a second session would wait on the first).
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel`: `onNotify` gets each payload. On PostgreSQL this holds one connection of its own and
   * reconnects when it drops; `onLost` is called when it drops (notifications may have been missed) and
   * `onListening` each time it listens (again). PGlite is one process, its notifications never get lost.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onLost?(): void;
  onListening?(): void;
}

/** The timestamp drizzle records for the newest migration this build ships (its journal's last `when`). */
export function latestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * How many transactions one caller can have open at once: a PostgreSQL pool's size; 1 on PGlite, whose one
 * connection runs its transactions one after another.
 */
export function concurrentTransactions(db: Db): number {
  // drizzle keeps the driver it was given on $client; its type depends on the driver, not on our Db alias.
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? (client.options.max ?? 10) : 1;
}

/** The PostgreSQL pool's connections (for the metrics); null on PGlite, which has one connection and no pool. */
export function poolUse(db: Db): { total: number; idle: number; waiting: number; max: number } | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount, max: client.options.max ?? 10 };
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: (fn) => fn(),
    close: () => client.close(),
    async listen(channel, { onNotify, onListening }) {
      const unlisten = await client.listen(channel, onNotify);
      onListening?.();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

export function fromPostgres(url: string, max = 10): Database {
  // A bounded connect time: an unreachable host then fails the start (or a health check) with a clear cause.
  // JIT off: the game's reads are short statements over a few index probes whose estimated cost can still pass
  // jit_above_cost (a league's live table at 10,000 members compiled for 60 ms to run for 40); the publish steps,
  // the only long statements, took the same time with and without it (docs/decisions/0181, 0209).
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000, options: '-c jit=off' });
  // An idle client whose connection drops (server restart, failover, a test database being dropped)
  // emits 'error' on the pool; unhandled, that would crash the process. The pool replaces the client.
  pool.on('error', (err) => {
    if ((err as { code?: string }).code !== '57P01') console.error('PostgreSQL idle client error:', err.message);
  });
  const db = drizzlePg(pool, { schema });
  const exclusive = <T>(fn: () => Promise<T>) => withAdvisoryLock(url, STARTUP_LOCK_KEY, fn);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    // Two instances migrating at once would both try the same CREATE TABLE and one would fail its start.
    migrate: () => exclusive(() => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    exclusive,
    close: () => pool.end(),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
  };
}

/**
 * The start-up work's advisory lock (migrations, the demo seed). Any constant unused elsewhere: the publish job
 * takes 731010 (modules/scoring/scoring.repo.ts).
 */
export const STARTUP_LOCK_KEY = 731001;

/**
 * Holds a session-level advisory lock on a connection of its own (outside the pool, which may have only one)
 * while `fn` runs on the pool. The lock dies with its session, so an instance killed while holding it does not
 * block the next start.
 */
async function withAdvisoryLock<T>(url: string, key: number, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    // Closing the session releases the lock, whatever fn did.
    await client.end().catch(() => undefined);
  }
}

/** One dedicated connection that LISTENs (a pooled one would be handed to queries); reconnects every second. */
async function listenPostgres(url: string, channel: string, { onNotify, onLost, onListening }: ListenHandlers): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (!stopped) retry = setTimeout(() => void connect().catch(schedule), 1000);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    c.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (client === c) client = null;
      c.end().catch(() => {});
      if (stopped) return;
      onLost?.();
      schedule();
    };
    c.on('error', drop);
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      dropped = true;
      c.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      dropped = true;
      await c.end().catch(() => {});
      return;
    }
    c.on('end', drop);
    client = c;
    onListening?.();
  };
  // The first connection fails the start like the pool would; later drops retry in the background.
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    if (c) await c.end().catch(() => {});
  };
}

// PGlite starts PostgreSQL with 128 MB of shared buffers, and zeroing them is a third of opening an existing
// data folder (0.95 s against 0.6 s at 32 MB, measured for issue 17). The embedded database holds a demo-sized
// game; 32 MB keeps all of its hot pages (the demo folder is 41 MB on disk, most of it WAL and catalogue).
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Opens PGlite on a data folder (file-backed) or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const client = new PGlite(dataDir, { startParams: EMBEDDED_START_PARAMS });
  await client.waitReady;
  return fromPglite(client);
}
