import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';
import type { JobStep } from '@shared/api/admin-results';
import { fromPostgres, type Db } from '../db/client';
import { readClockState } from '../db/clock.repo';
import { createClock } from '../lib/clock';
import { drainScoringJobs, enqueuePublish, findJob, LEASE_SECONDS } from '../modules/scoring/index';
import { clockControl } from '../testing/clock-control';
import { buildServerBundle, killIfRunning, startServerProcess, waitUntilReady, type ServerProcess } from './server-process';
import { freshenEveryLeagueTable } from './league-tables';

// Issue 33 part 6 (docs/decisions/0198): the instance running a publish is killed with SIGKILL in the middle of a
// step; another instance takes the job over once the lease has run out (10 s, renewed by a heartbeat while the
// job runs) and ends with the totals a clean publish gives. The lease's end is reached by moving the game clock
// (app_now(), which the lease is measured on), not by waiting.

const base = process.env.TEST_DATABASE_URL;
let bundle = '';
const databases: string[] = [];
beforeAll(() => {
  if (base) bundle = buildServerBundle('test-ops-crash');
});
afterAll(async () => {
  if (bundle) fs.rmSync(bundle, { recursive: true, force: true });
  if (!base) return;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** A copy of the seeded demo season, and its URL. */
async function seededCopy(): Promise<string> {
  const name = `rally_crash_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgSeededTemplate')}`);
  await admin.end();
  databases.push(name);
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function totals(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    stats: await rows(sql`SELECT user_id, total_points, global_rank, rallies_participated FROM user_statistics ORDER BY 1`),
    members: await freshenEveryLeagueTable(db).then(() => rows(sql`SELECT league_id, user_id, points, position FROM league_members ORDER BY 1, 2`)),
    teams: await rows(sql`SELECT team_id, event_id, points FROM team_event_scores ORDER BY 1, 2`),
  };
}

async function lastPublishedEvent(db: Db): Promise<number> {
  const res = (await db.execute(sql`SELECT id FROM events WHERE results_published_at IS NOT NULL ORDER BY start_date DESC LIMIT 1`)) as unknown as {
    rows: { id: number }[];
  };
  return Number(res.rows[0]?.id);
}

/** Waits until the job row satisfies `done` (vitest's condition wait, bounded at 60 s). */
async function waitForJob(db: Db, jobId: number, done: (steps: JobStep[], status: string) => boolean): Promise<void> {
  await vi.waitFor(
    async () => {
      const job = await findJob(db, jobId);
      if (!job || !done(job.steps as JobStep[], job.status)) throw new Error(`job ${jobId} is not there yet: ${JSON.stringify(job)}`);
    },
    { timeout: 60_000, interval: 100 },
  );
}

const env = { NODE_ENV: 'production', AUTH_SECRET: 'a-test-secret-of-at-least-32-characters' };

/**
 * A seeded copy with a publish job stopped in its leagues step on a server of its own: the test holds the
 * leagues table, so the job's earlier steps are committed and the leagues step waits. `release()` lets it go on.
 */
async function jobHeldMidway(): Promise<{ url: string; database: ReturnType<typeof fromPostgres>; server: ServerProcess; jobId: number; eventId: number; release(): Promise<void> }> {
  const url = await seededCopy();
  const database = fromPostgres(url, 4);
  const blocker = new pg.Client({ connectionString: url });
  await blocker.connect();
  await blocker.query('BEGIN');
  await blocker.query('LOCK TABLE leagues IN EXCLUSIVE MODE');
  const eventId = await lastPublishedEvent(database.db);
  const server = await startServerProcess([path.join(bundle, 'main.mjs')], { ...env, DATABASE_URL: url });
  expect(await waitUntilReady(server), server.output()).toBe(true);
  const jobId = await enqueuePublish(database.db, eventId);
  await waitForJob(database.db, jobId, (steps) => steps.some((s) => s.name === 'leagues' && s.status === 'running'));
  return {
    url,
    database,
    server,
    jobId,
    eventId,
    async release() {
      await blocker.query('ROLLBACK').catch(() => undefined);
      await blocker.end().catch(() => undefined);
    },
  };
}

/** The totals of the same publish, uninterrupted, on a copy of its own in this process. */
async function cleanTotals(eventId: number) {
  const clean = fromPostgres(await seededCopy(), 4);
  try {
    await enqueuePublish(clean.db, eventId);
    expect(await drainScoringJobs(clean.db)).toBe(1);
    return await totals(clean.db);
  } finally {
    await clean.close();
  }
}

it.skipIf(!base)('a publish whose instance is killed mid-step is finished by another, with the same totals', { timeout: 240_000 }, async () => {
  const held = await jobHeldMidway();
  let second: ServerProcess | undefined;
  try {
    second = await startServerProcess([path.join(bundle, 'main.mjs')], { ...env, DATABASE_URL: held.url });
    expect(await waitUntilReady(second), second.output()).toBe(true);
    held.server.child.kill('SIGKILL');
    await held.server.exited;
    await held.release();
    const { db } = held.database;
    const halfway = await findJob(db, held.jobId);
    expect(halfway?.status).toBe('running');
    expect((halfway?.steps as JobStep[]).filter((s) => s.status === 'done').length).toBeGreaterThan(0);

    // The lease runs out on the game clock; the second instance's next poll takes the job over.
    await clockControl(db, createClock(await readClockState(db))).advance((LEASE_SECONDS + 1) * 1000);
    await waitForJob(db, held.jobId, (_, status) => status === 'succeeded' || status === 'failed');
    expect(await findJob(db, held.jobId)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await totals(db)).toEqual(await cleanTotals(held.eventId));
  } finally {
    killIfRunning(held.server);
    killIfRunning(second);
    await held.release();
    await held.database.close();
  }
});

it.skipIf(!base)('an instance stopped with SIGTERM mid-publish hands the job back for the next, without a lease to wait for', { timeout: 240_000 }, async () => {
  const held = await jobHeldMidway();
  try {
    held.server.child.kill('SIGTERM');
    // The step in progress ends (the test lets it), then no further step starts and the job is queued again.
    await held.release();
    expect(await held.server.exited, held.server.output()).toBe(0);
    const { db } = held.database;
    const handedBack = await findJob(db, held.jobId);
    expect(handedBack).toMatchObject({ status: 'queued', leaseToken: null });
    expect((handedBack?.steps as JobStep[]).find((s) => s.name === 'leagues')?.status).toBe('done');

    // The next worker (this process here) resumes it at once, at its next step.
    expect(await drainScoringJobs(db)).toBe(1);
    expect(await findJob(db, held.jobId)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await totals(db)).toEqual(await cleanTotals(held.eventId));
  } finally {
    killIfRunning(held.server);
    await held.release();
    await held.database.close();
  }
});
