import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { resolveAuthSecret, SECRET_FILE } from '../auth/auth-secret';
import { CliUsageError, parseSeedArgs } from '../cli-args';
import { DEV_SECRET, loadConfig, StartupError } from '../config';
import { openPglite } from '../db/client';
import { openDatabase } from '../db/open-database';
import { createTestApp, TestClient } from './test-app';

/** Finding 8 (operations) and 9 (CLI input) of issue 8. */

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-ops-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Runs a script of ours as its own process; `NODE_ENV` is left to the test (vitest sets it to "test"). */
function run(script: string, args: string[], env: Record<string, string>, timeoutMs = 60_000) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

describe('modes', () => {
  it('runs in production unless told otherwise, and trusts the Vite origin only in development', () => {
    const unset = loadConfig({});
    expect(unset.env).toBe('production');
    // Without PUBLIC_URL the loopback names of the port are one site (docs/decisions/0194).
    expect(unset.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(loadConfig({ PUBLIC_URL: 'https://rally.example' }).trustedOrigins).toEqual(['https://rally.example']);
    expect(loadConfig({ NODE_ENV: 'development' }).trustedOrigins).toContain('http://localhost:5173');
  });

  it('npm start and npm run serve say production, npm run dev says development', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    // npm start runs scripts/start.mjs, which sets production before it loads the bundled server.
    expect(pkg.scripts.start).toBe('node scripts/start.mjs');
    const start = fs.readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8');
    expect(start.indexOf("process.env.NODE_ENV = 'production';")).toBeGreaterThan(-1);
    expect(start.indexOf("process.env.NODE_ENV = 'production';")).toBeLessThan(start.indexOf("await import('../dist/server/main.mjs')"));
    expect(pkg.scripts.serve).toContain('NODE_ENV=production node');
    expect(fs.readFileSync(path.join(root, 'scripts/dev.mjs'), 'utf8')).toContain("NODE_ENV: 'development'");
  });

  it('ships no source maps in the production build', async () => {
    const config = (await import('../../../vite.config')).default as { build?: { sourcemap?: unknown } };
    expect(config.build?.sourcemap).toBe(false);
  });
});

describe('the auth secret', () => {
  it('is generated once into DATA_DIR on the embedded database, readable by its owner only', () => {
    const dir = tempDir();
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(config.authSecret).toBeNull();
    const first = resolveAuthSecret(config);
    expect(first.source).toBe('generated');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(first.secret).not.toBe(DEV_SECRET);
    const file = path.join(dir, SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(config)).toEqual({ secret: first.secret, source: 'data-dir' });
    // Another folder, another secret.
    expect(resolveAuthSecret(loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).secret).not.toBe(first.secret);
  });

  it('is required with DATABASE_URL in production: one clear line', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db.example:5432/rally' });
    expect(() => resolveAuthSecret(config)).toThrow(StartupError);
    expect(() => resolveAuthSecret(config)).toThrow(/^AUTH_SECRET is not set: with DATABASE_URL the server needs its own secret/);
  });

  it('falls back to the public development secret only in development, and says so loudly', () => {
    const warnings: string[] = [];
    const resolved = resolveAuthSecret(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://u:p@localhost/rally' }), (l) => warnings.push(l));
    expect(resolved).toEqual({ secret: DEV_SECRET, source: 'development' });
    expect(warnings.join('')).toMatch(/WARNING: AUTH_SECRET is not set.*PUBLIC development secret/);
  });

  it('uses AUTH_SECRET when given', () => {
    const secret = 's'.repeat(40);
    expect(resolveAuthSecret(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, DATABASE_URL: 'postgres://x@y/z' }))).toEqual({ secret, source: 'environment' });
  });
});

describe('start-up refusals are one line', () => {
  it('names the cause and what to check for a PostgreSQL that refuses the connection', { timeout: 90_000 }, async () => {
    const res = await run('src/server/main.ts', [], {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://rally:secret@127.0.0.1:1/rally',
      AUTH_SECRET: 'x'.repeat(40),
      PORT: '0',
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toEqual([
      'Rally Fantasy did not start: PostgreSQL at 127.0.0.1:1 refused the connection; check that PostgreSQL is running and the host and port in DATABASE_URL',
    ]);
  });

  it('refuses to start on PostgreSQL in production without AUTH_SECRET', { timeout: 90_000 }, async () => {
    const res = await run('src/server/main.ts', [], { NODE_ENV: 'production', DATABASE_URL: 'postgres://rally@127.0.0.1:1/rally', AUTH_SECRET: '', PORT: '0' });
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toContain('Rally Fantasy did not start: AUTH_SECRET is not set');
  });

  // Needs a PostgreSQL server to ask for a missing database; without TEST_DATABASE_URL there is none.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('names a database that does not exist', { timeout: 90_000 }, async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/rally_no_such_database_here';
    const res = await run('src/server/main.ts', [], { NODE_ENV: 'production', DATABASE_URL: url.toString(), AUTH_SECRET: 'x'.repeat(40), PORT: '0' });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toMatch(/^Rally Fantasy did not start: the database "rally_no_such_database_here" does not exist on PostgreSQL at .+; create it or fix the name in DATABASE_URL$/);
  });

  it('reports a malformed variable in one line', { timeout: 90_000 }, async () => {
    const res = await run('src/server/main.ts', [], { PORT: 'eighty' });
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
    expect(res.stderr).toContain('Rally Fantasy did not start: invalid environment: PORT:');
  });
});

describe('/api/health is a readiness check', () => {
  it('answers 503 "database not migrated" on an empty database', { timeout: 120_000 }, async () => {
    const database = await openPglite();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, webRoot: null, logger: false });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'pglite', reason: 'database not migrated' });
      await database.migrate();
      expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'pglite' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 "database unreachable" when the database is gone', { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await new TestClient(t.app).get('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: t.database.kind, reason: 'database unreachable' });
    await t.app.close();
  });
});

describe('the data-folder lock after a crash', () => {
  it('is taken over at once when the process that held it is gone (kill -9)', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const port = String(35_000 + Math.floor(Math.random() * 1000));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: port, HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let healthy = false;
    for (let i = 0; i < 240 && !healthy && child.exitCode === null; i += 1) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => new Promise<boolean>((r) => setTimeout(() => r(false), 250)),
      );
    }
    expect(healthy).toBe(true);
    child.kill('SIGKILL');
    await exited;
    expect(fs.existsSync(path.join(dir, '.rally-fantasy.lock'))).toBe(true);
    // How long the opening took (a stale lock must not be waited out): a duration, on the monotonic timer.
    const started = performance.now();
    const database = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }));
    expect(performance.now() - started).toBeLessThan(5_000);
    await database.close();
  });
});

describe('CLI input', () => {
  it('accepts only real calendar days in a sane range, and only known flags', () => {
    expect(parseSeedArgs(['--reset', '--date=2026-11-22'])).toEqual({ reset: true, today: new Date('2026-11-22T12:00:00Z') });
    expect(parseSeedArgs([])).toEqual({ reset: false, today: undefined });
    expect(() => parseSeedArgs(['--date=2026-02-30'])).toThrow('--date=2026-02-30 is not a day of the calendar');
    expect(() => parseSeedArgs(['--date=1900-01-01'])).toThrow('--date must be between 2000-01-01 and 2099-12-31 (got 1900-01-01)');
    expect(() => parseSeedArgs(['--date=22/11/2026'])).toThrow(CliUsageError);
    expect(() => parseSeedArgs(['--rest'])).toThrow('unknown argument "--rest" (known: --reset, --date=YYYY-MM-DD)');
  });

  it('seed exits non-zero on a bad date or an unknown flag, before touching the data folder', { timeout: 90_000 }, async () => {
    const dir = path.join(tempDir(), 'never-created');
    for (const args of [['--date=2026-02-30'], ['--date=1900-01-01'], ['--rest']]) {
      const res = await run('src/server/db/seed-cli.ts', args, { DATA_DIR: dir, DATABASE_URL: '' });
      expect(res.status, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(/^npm run seed: /);
    }
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('admin refuses a missing data folder instead of creating an empty database, and extra arguments', { timeout: 90_000 }, async () => {
    const dir = path.join(tempDir(), 'missing');
    const res = await run('src/server/admin/admin-cli.ts', ['registration', 'off'], { DATA_DIR: dir, DATABASE_URL: '' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(`No database in ${dir}`);
    expect(fs.existsSync(dir)).toBe(false);
    const extra = await run('src/server/admin/admin-cli.ts', ['registration', 'off', '--force'], { DATA_DIR: dir, DATABASE_URL: '' });
    expect(extra.status).toBe(2);
  });
});
