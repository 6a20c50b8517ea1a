import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readClockState } from '../db/clock.repo';
import { events } from '../db/schema/index';
import { createClock, REAL_TIME, type Clock } from '../lib/clock';
import { createTestApp, TestClient, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

/**
 * The seam every read of the time goes through (docs/decisions/0184-one-clock.md): SQL's app_now() and
 * app_clock_timestamp(), the server's Clock, the answers built from them and the answers kept in memory, all
 * following one move of the test clock, on both databases.
 */
const DAY = 86_400_000;
/** A whole-millisecond instant far from today, so nothing real is near it. */
const X = new Date('2031-03-14T09:26:53.589Z');

type Rows<T> = { rows: T[] };

describe.each(testDatabaseKinds())('the game clock on %s', (kind) => {
  let t: TestApp;
  let c: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    c = new TestClient(t.app);
  });
  afterEach(async () => t.clock.reset());
  afterAll(async () => t.close());

  /** app_now(), app_clock_timestamp() and a column default, in epoch milliseconds, by one statement each. */
  async function sqlClock() {
    const db = t.database.db;
    const ms = (expr: string) => sql.raw(`(extract(epoch FROM ${expr}) * 1000)::float8`);
    const read = async (expr: string) =>
      Number(((await db.execute(sql`SELECT ${ms(expr)} AS ms`)) as unknown as Rows<{ ms: number }>).rows[0]!.ms);
    const key = `clock-test-${Math.random().toString(36).slice(2)}`;
    const inserted = (await db.execute(
      sql`INSERT INTO system_config (config_key, config_value) VALUES (${key}, 'x') RETURNING ${ms('updated_at')} AS ms`,
    )) as unknown as Rows<{ ms: number }>;
    return { appNow: await read('app_now()'), clockTimestamp: await read('app_clock_timestamp()'), columnDefault: Number(inserted.rows[0]!.ms) };
  }

  let round = 0;
  /** An event whose start and end are whole milliseconds (JavaScript's precision). */
  async function eventAt(name: string, start: Date, end: Date): Promise<number> {
    round += 1;
    const [row] = await t.database.db
      .insert(events)
      .values({ season: start.getUTCFullYear(), round, name, country: 'Finland', startDate: start, endDate: end, surfaceType: 'gravel' })
      .returning({ id: events.id });
    return row!.id;
  }

  it('app_now(), app_clock_timestamp() and column defaults follow set, advance, freeze and reset', async () => {
    await t.clock.set(X, { frozen: true });
    expect(t.clock.now()).toEqual(X);
    expect(await readClockState(t.database.db)).toEqual({ offsetMs: 0, frozenAtMs: X.getTime() });
    expect(await sqlClock()).toEqual({ appNow: X.getTime(), clockTimestamp: X.getTime(), columnDefault: X.getTime() });

    await t.clock.advance(90_000, { frozen: true });
    const later = X.getTime() + 90_000;
    expect(t.clock.now().getTime()).toBe(later);
    expect(await sqlClock()).toEqual({ appNow: later, clockTimestamp: later, columnDefault: later });

    // Running on from a day later: every reading lies between the test's own readings before and after.
    await t.clock.advance(DAY);
    const before = t.clock.now().getTime();
    const running = await sqlClock();
    const after = t.clock.now().getTime();
    expect(before).toBeGreaterThanOrEqual(later + DAY);
    for (const reading of Object.values(running)) {
      expect(reading).toBeGreaterThanOrEqual(before - 1);
      expect(reading).toBeLessThanOrEqual(after + 1);
    }

    await t.clock.reset();
    expect(await readClockState(t.database.db)).toEqual(REAL_TIME);
    const realBefore = t.clock.now().getTime();
    const real = await sqlClock();
    const realAfter = t.clock.now().getTime();
    for (const reading of Object.values(real)) {
      expect(reading).toBeGreaterThanOrEqual(realBefore - 1);
      expect(reading).toBeLessThanOrEqual(realAfter + 1);
    }
    // A year away from X: the reset really left the moved time.
    expect(Math.abs(real.appNow - X.getTime())).toBeGreaterThan(DAY);
  });

  it('an event read through the API turns from upcoming to active when the clock passes its start, kept answer or not', async () => {
    const start = new Date(X.getTime() + 2 * DAY);
    const id = await eventAt('Clock Rally', start, new Date(start.getTime() + 3 * DAY));
    await t.clock.set(new Date(start.getTime() - DAY), { frozen: true });
    const first = await c.get(`/api/events/${id}`);
    expect(first.json().status).toBe('upcoming');
    // The answer is kept in memory: with the table away, it still comes.
    await t.database.db.execute(sql`ALTER TABLE events RENAME TO events_away`);
    try {
      expect((await c.get(`/api/events/${id}`)).body).toBe(first.body);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE events_away RENAME TO events`);
    }
    // A move drops it: a millisecond before the start the event is still upcoming, at the start it is active.
    await t.clock.set(new Date(start.getTime() - 1), { frozen: true });
    expect((await c.get(`/api/events/${id}`)).json().status).toBe('upcoming');
    await t.clock.set(start, { frozen: true });
    expect((await c.get(`/api/events/${id}`)).json().status).toBe('active');
    expect((await c.get('/api/events')).json().events.find((e: { id: number }) => e.id === id)?.status).toBe('active');
  });

  it('the floating badge names the running rally from its start, then the next one once it has ended', async () => {
    const first = new Date(X.getTime() + 10 * DAY);
    const firstEnd = new Date(first.getTime() + 3 * DAY);
    const second = new Date(X.getTime() + 20 * DAY);
    const a = await eventAt('Badge Rally One', first, firstEnd);
    const b = await eventAt('Badge Rally Two', second, new Date(second.getTime() + 3 * DAY));
    const badge = async () => (await c.get('/api/site/next-event')).json().event as { id: number; status: string } | null;

    await t.clock.set(new Date(first.getTime() - 1), { frozen: true });
    expect(await badge()).toMatchObject({ id: a, status: 'upcoming' });
    await t.clock.set(first, { frozen: true });
    expect(await badge()).toMatchObject({ id: a, status: 'active' });
    await t.clock.set(new Date(firstEnd.getTime() + 1), { frozen: true });
    expect(await badge()).toMatchObject({ id: b, status: 'upcoming' });
  });

  it('GET /api/site/time answers the game clock, never to be kept', async () => {
    await t.clock.set(X, { frozen: true });
    const res = await c.get('/api/site/time');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ now: X.toISOString() });
    await t.clock.advance(3 * DAY, { frozen: true });
    expect((await c.get('/api/site/time')).json()).toEqual({ now: new Date(X.getTime() + 3 * DAY).toISOString() });
  });

  it('no column default, constraint, view or function of the schema reads the time but app_now() and app_clock_timestamp()', async () => {
    const db = t.database.db;
    const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<{ name: string; body: string }>).rows;
    const defaults = await rows(sql`SELECT c.relname || '.' || a.attname AS name, pg_get_expr(d.adbin, d.adrelid) AS body
      FROM pg_attrdef d
      JOIN pg_class c ON c.oid = d.adrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
      WHERE n.nspname = 'public'`);
    const constraints = await rows(sql`SELECT c.conname AS name, pg_get_constraintdef(c.oid) AS body
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public'`);
    const views = await rows(sql`SELECT viewname AS name, definition AS body FROM pg_views WHERE schemaname = 'public'
      UNION ALL SELECT matviewname, definition FROM pg_matviews WHERE schemaname = 'public'`);
    const functions = await rows(sql`SELECT p.proname AS name, p.prosrc AS body
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.proname NOT IN ('app_now', 'app_clock_timestamp')`);
    // The catalogue was read: the migrated schema has defaults on app_now() and functions of its own.
    expect(defaults.filter((d) => d.body === 'app_now()').length).toBeGreaterThan(20);
    expect(functions.map((f) => f.name)).toContain('prediction_lock_check');

    const clockRead =
      /(?<![\w.])(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\s*\(|\b(current_timestamp|current_date|current_time|localtimestamp|localtime)\b/i;
    const offenders = [...defaults, ...constraints, ...views, ...functions].filter((r) => clockRead.test(r.body)).map((r) => r.name);
    expect(offenders).toEqual([]);

    // And the two clock functions themselves read the real time only through the app_clock row.
    const own = await rows(sql`SELECT p.proname AS name, p.prosrc AS body FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.proname IN ('app_now', 'app_clock_timestamp') ORDER BY p.proname`);
    expect(own.map((f) => f.name)).toEqual(['app_clock_timestamp', 'app_now']);
    for (const f of own) expect(f.body, f.name).toMatch(/FROM app_clock/);
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('a second instance on the same PostgreSQL database', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherClock: Clock;

  beforeAll(async () => {
    t = await createTestApp({ kind: 'postgres' });
    otherClock = createClock();
    // Its own clock and its own change feed (LISTEN connection) over the same database.
    other = await buildApp({ config: t.config, database: t.database, clock: otherClock, webRoot: null, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await t.clock.reset();
    await other?.close();
    await t?.close();
  });

  /** Resolves at the other instance's next change of clock (it can only learn of one through NOTIFY). */
  function otherClockMoves(timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`the second instance did not follow the clock within ${timeoutMs} ms`));
      }, timeoutMs);
      const off = otherClock.onChange(() => {
        clearTimeout(timer);
        off();
        resolve();
      });
    });
  }

  it('follows a move made through the first one, and drops what it kept', async () => {
    const client = new TestClient(other);
    const year = otherClock.now().getUTCFullYear();
    // The other instance keeps the standings of the season by its own clock's year.
    expect((await client.get('/api/standings/drivers')).json().season).toBe(year);

    const moved = otherClockMoves();
    const target = new Date(Date.UTC(year + 1, 0, 3, 12));
    await t.clock.set(target, { frozen: true });
    await moved;
    expect(otherClock.now()).toEqual(target);
    expect(otherClock.state()).toEqual({ offsetMs: 0, frozenAtMs: target.getTime() });
    expect((await client.get('/api/site/time')).json()).toEqual({ now: target.toISOString() });
    // Its kept answer was dropped: the default season is the moved clock's.
    expect((await client.get('/api/standings/drivers')).json().season).toBe(year + 1);

    // And back to the real time.
    const back = otherClockMoves();
    await t.clock.reset();
    await back;
    expect(otherClock.state()).toEqual(REAL_TIME);
  });
});
