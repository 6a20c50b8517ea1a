import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { databaseNow } from '../db/clock.repo';
import { openDatabase } from '../db/open-database';
import { drivers, eventEntries, eventResults, events, resultDrafts, stageResults, stages, systemConfig, users } from '../db/schema/index';

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

it('imports an event\'s results from a file, refusing a bad row with nothing written', { timeout: 240_000 }, async () => {
  // A minimal championship: one started event with three entered drivers.
  const { eventId, ids } = await withDb(async (db) => {
    const now = (await databaseNow(db)).getTime();
    const ds = await db.insert(drivers).values(['Cli One', 'Cli Two', 'Cli Three'].map((name) => ({ name, price: 1_000_000 }))).returning();
    const [ev] = await db
      .insert(events)
      .values({ season: 2026, round: 1, name: 'Cli Rally', country: 'Finland', startDate: new Date(now - 3_600_000), endDate: new Date(now + 3_600_000), surfaceType: 'gravel' })
      .returning();
    await db.insert(eventEntries).values(ds.map((d) => ({ eventId: ev?.id ?? 0, driverId: d.id })));
    return { eventId: ev?.id ?? 0, ids: ds.map((d) => d.id) };
  });
  const file = path.join(dir, 'results.json');
  const row = (driver: string, position: number | null, status = 'finished') => ({ driver, status, position, championshipPoints: 0 });

  fs.writeFileSync(file, JSON.stringify({ results: [row('Cli One', 1), row('Nobody', 2), row('Cli Three', null, 'retired')] }));
  const bad = await cli('import-results', String(eventId), file);
  expect(bad.status, bad.out).toBe(1);
  expect(bad.out).toContain('Row 2: driver "Nobody" is not a known driver (nothing was written)');
  fs.writeFileSync(file, JSON.stringify({ results: [{ ...row('Cli One', 1), stageWins: -3 }] }));
  const badField = await cli('import-results', String(eventId), file);
  expect(badField.status).toBe(1);
  expect(badField.out).toContain('results.0.stageWins:');
  expect(await withDb((db) => db.select().from(resultDrafts))).toEqual([]);

  fs.writeFileSync(file, JSON.stringify({ publish: true, results: [row('Cli Two', 1), row('Cli One', 2), row('Cli Three', null, 'retired')] }));
  const ok = await cli('import-results', String(eventId), file);
  expect(ok.status, ok.out).toBe(0);
  expect(ok.out).toContain('Imported 3 results for Cli Rally and published them.');
  const points = await withDb((db) => db.select({ driverId: eventResults.driverId, fantasyPoints: eventResults.fantasyPoints }).from(eventResults));
  // 1st 25 + 2 finishing; 2nd 18 + 2; retired −5.
  expect(new Map(points.map((p) => [p.driverId, p.fantasyPoints]))).toEqual(new Map([[ids[1], 27], [ids[0], 20], [ids[2], -5]]));

  const season = path.join(dir, 'season.json');
  fs.writeFileSync(season, JSON.stringify({ season: 2026, events: [{ round: 4, results: [] }] }));
  const noRound = await cli('import-season', season);
  expect(noRound.status).toBe(1);
  expect(noRound.out).toContain('Event 1: round 4 is not an event of season 2026 (nothing was written)');
});

it('imports and publishes stage times from a CSV file (docs/live-stage-import.md)', { timeout: 120_000 }, async () => {
  // After the results test: Cli Rally has started and its three drivers are entered; give it one stage.
  const { eventId } = await withDb(async (db) => {
    const [ev] = await db.select().from(events).where(eq(events.name, 'Cli Rally'));
    await db.insert(stages).values({ eventId: ev?.id ?? 0, number: 1, name: 'Cli 1' });
    return { eventId: ev?.id ?? 0 };
  });
  const file = path.join(dir, 'stages.csv');
  fs.writeFileSync(file, 'stage,driver,time\n1,Cli One,5:00.0\n1,Cli Two,5:01.5\n1,Cli Three,5:02.0\n');
  const ok = await cli('import-stages', String(eventId), file);
  expect(ok.status, ok.out).toBe(0);
  expect(ok.out).toContain('Published 1 of 1 stages of Cli Rally.');
  const rows = await withDb((db) => db.select({ timeMs: stageResults.timeMs }).from(stageResults));
  expect(rows.map((r) => r.timeMs).sort()).toEqual([300_000, 301_500, 302_000]);
});
