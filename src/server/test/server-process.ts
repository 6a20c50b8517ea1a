import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { vi } from 'vitest';

// Servers started as their own processes, for the tests of what only a real process shows: several instances
// on one database, a release folder started on its own, an instance killed with SIGKILL (issue 33).

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..');

/** A port free at the time of asking, from the system (no guessed range that two test files could share). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Bundles a server entry (scripts/build-server.mjs) into dist/<name>-<pid>, inside the project so the bundle
 * finds package.json, node_modules and the migrations the way `npm start` does. Returns the folder.
 */
export function buildServerBundle(name: string, entry = 'src/server/main.ts'): string {
  const outdir = path.join(PROJECT_ROOT, 'dist', `${name}-${process.pid}`);
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', outdir, entry], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build-server failed: ${build.stderr}`);
  return outdir;
}

export interface ServerProcess {
  port: number;
  base: string;
  child: ChildProcessWithoutNullStreams;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
}

/** Starts `node <args>` in `cwd` with the environment given on top of this one's. */
export async function startServerProcess(args: string[], env: Record<string, string>, cwd = PROJECT_ROOT): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { port, base: `http://127.0.0.1:${port}`, child, output: () => out, exited };
}

/** Waits until the readiness route answers 200; false when the process exits first or after `timeoutMs`. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 120_000): Promise<boolean> {
  try {
    await vi.waitFor(
      async () => {
        if (server.child.exitCode !== null) return;
        const res = await fetch(`${server.base}/api/health`);
        if (!res.ok) throw new Error(`health answered ${res.status}`);
      },
      { timeout: timeoutMs, interval: 250 },
    );
  } catch {
    return false;
  }
  return server.child.exitCode === null;
}

/** Ends a test's process if it is still running (SIGKILL: the test is over, nothing to drain). */
export function killIfRunning(server: ServerProcess | undefined): void {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
}

/** An empty PostgreSQL database of its own on TEST_DATABASE_URL's server (no template: not even migrated). */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('needs TEST_DATABASE_URL');
  const name = `rally_ops_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** One query on a database of the test's, on a connection of its own. */
export async function queryOnce<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** The number of migrations this build ships (its journal's entries). */
export function shippedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}
