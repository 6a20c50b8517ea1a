import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { systemConfig, users } from '../db/schema/index';

const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;

function cli(...args: string[]): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/admin/admin-cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'development' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('exit', (status) => resolve({ status, out }));
  });
}

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }));
  try {
    await database.migrate();
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-admin-'));
  await withDb((db) =>
    db.insert(users).values({ id: 'u1', name: 'ann', username: 'ann', email: 'ann@example.com' }),
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('promotes an existing user to admin, and says so when the email is unknown', { timeout: 120_000 }, async () => {
  const ok = await cli('promote', 'Ann@Example.com');
  expect(ok.status, ok.out).toBe(0);
  expect(ok.out).toContain('ann@example.com is now an admin.');
  const unknown = await cli('promote', 'nobody@example.com');
  expect(unknown.status).toBe(1);
  expect(unknown.out).toContain('No user with email nobody@example.com.');
  const row = await withDb(async (db) => (await db.select().from(users).where(eq(users.id, 'u1')))[0]);
  expect(row).toMatchObject({ role: 'admin', isAdmin: true });
});

it('opens and closes registration, and rejects bad usage', { timeout: 120_000 }, async () => {
  expect((await cli('registration', 'off')).status).toBe(0);
  const value = await withDb(async (db) => (await db.select().from(systemConfig).where(eq(systemConfig.configKey, 'registration_enabled')))[0]?.configValue);
  expect(value).toBe('false');
  const bad = await cli('registration', 'maybe');
  expect(bad.status).toBe(2);
  expect(bad.out).toContain('Usage:');
});
