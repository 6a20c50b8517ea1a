import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREDICTION_MESSAGES } from '@shared/api/predictions';
import { readClockState } from '../../db/clock.repo';
import { REAL_TIME } from '../../lib/clock';
import { drivers, eventEntries, eventResults, events, predictionResults, predictions } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { isPredictionsClosedError } from './predictions.repo';

describe.each(testDatabaseKinds())('podium predictions API (%s)', (kind) => {
  let t: TestApp;
  /** Events of the seeded season, each test moving one's start relative to the game clock (app_clock_timestamp()). */
  let eventIds: number[];
  let nextEvent = 0;
  /** Drivers entered in the first test event, best first. */
  let entered: number[];

  beforeAll(async () => {
    t = await createTestApp({ kind, seeded: true });
    const rows = await t.database.db.select({ id: events.id }).from(events).orderBy(asc(events.id));
    eventIds = rows.map((r) => r.id);
  });
  afterAll(async () => t.close());

  /**
   * A fresh event (its own row, so tests never share one) whose start is `offset` (an SQL interval) from
   * the game clock, with the entry list of a seeded event.
   */
  async function eventStarting(offset: string): Promise<number> {
    nextEvent += 1;
    const template = eventIds[0]!;
    const db = t.database.db;
    const [row] = await db
      .insert(events)
      .values({
        season: 2090,
        round: nextEvent,
        name: `Test Rally ${nextEvent}`,
        country: 'Finland',
        startDate: t.clock.now(),
        endDate: new Date(t.clock.now().getTime() + 86_400_000),
        surfaceType: 'gravel',
      })
      .returning({ id: events.id });
    const id = row!.id;
    await db.execute(sql`INSERT INTO event_entries (event_id, driver_id, car_number)
      SELECT ${id}, driver_id, car_number FROM event_entries WHERE event_id = ${template}`);
    await setStart(id, offset);
    const list = await db.select({ id: eventEntries.driverId }).from(eventEntries).where(eq(eventEntries.eventId, id));
    entered = list.map((d) => d.id);
    if (entered.length < 4) throw new Error(`event ${template} has no entry list`);
    return id;
  }

  /** The event's start, cut to whole milliseconds (JavaScript's precision) so the clock can stand exactly on it. */
  async function startOf(id: number): Promise<Date> {
    await t.database.db.execute(sql`UPDATE events SET start_date = date_trunc('milliseconds', start_date) WHERE id = ${id}`);
    const [row] = await t.database.db.select({ start: events.startDate }).from(events).where(eq(events.id, id));
    return row!.start;
  }

  async function setStart(id: number, offset: string): Promise<void> {
    await t.database.db.execute(sql`UPDATE events
      SET start_date = app_clock_timestamp() + ${offset}::interval,
          end_date = app_clock_timestamp() + ${offset}::interval + interval '3 days'
      WHERE id = ${id}`);
  }

  async function player(): Promise<TestClient> {
    const client = new TestClient(t.app);
    const res = await client.signUp(uniqueUser('seer'));
    expect(res.statusCode).toBe(200);
    return client;
  }

  const put = (client: TestClient, eventId: number | string, payload: unknown) =>
    client.request({ method: 'PUT', url: `/api/predictions/${eventId}`, payload: payload as never });

  /** Every row a refused save could have touched, to prove nothing changed. */
  async function stored(eventId: number) {
    const db = t.database.db;
    const rows = await db.select().from(predictions).where(eq(predictions.eventId, eventId)).orderBy(asc(predictions.id));
    const picks = await db
      .select({ predictionId: predictionResults.predictionId, position: predictionResults.position, driverId: predictionResults.driverId })
      .from(predictionResults)
      .innerJoin(predictions, eq(predictions.id, predictionResults.predictionId))
      .where(eq(predictions.eventId, eventId))
      .orderBy(asc(predictionResults.predictionId), asc(predictionResults.position));
    return { rows, picks };
  }

  describe('authentication and addressing', () => {
    it.each([
      ['GET', '/api/predictions/1', undefined],
      ['PUT', '/api/predictions/1', { first: 1, second: 2, third: 3 }],
      ['PUT', '/api/predictions/1', { first: 'x', userId: 'someone' }],
      ['GET', '/api/predictions/1/crowd', undefined],
    ] as const)('%s %s answers 401 "User not authenticated" to a visitor', async (method, url, payload) => {
      const res = await new TestClient(t.app).request({ method, url, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('User not authenticated');
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999', '1e40', '%00'])('refuses the event id %s with 400', async (id) => {
      const client = await player();
      for (const res of [await client.get(`/api/predictions/${id}`), await put(client, id, { first: 1, second: 2, third: 3 })]) {
        expect(res.statusCode, res.body).toBe(400);
      }
    });

    it('answers an unknown event with "Event ID or user not found" (GET and PUT) and writes nothing', async () => {
      const client = await player();
      const [d1, d2, d3] = (await t.database.db.select({ id: drivers.id }).from(drivers).limit(3)).map((d) => d.id);
      const get = await client.get('/api/predictions/987654');
      expect(get.statusCode).toBe(404);
      expect(get.json().message).toBe(PREDICTION_MESSAGES.eventNotFound);
      const res = await put(client, 987654, { first: d1, second: d2, third: d3 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PREDICTION_MESSAGES.eventNotFound);
      const [n] = await t.database.db.select({ n: count() }).from(predictions).where(eq(predictions.eventId, 987654));
      expect(n?.n).toBe(0);
    });
  });

  describe('reading', () => {
    it('a new player has no prediction; the lock and the drivers come with it', async () => {
      const id = await eventStarting('2 days');
      const client = await player();
      const res = await client.get(`/api/predictions/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toMatchObject({ eventId: id, open: true, prediction: null, podium: null, record: { scored: 0, correct: 0, points: 0 } });
      // The database's game clock answers, within a few seconds of this process's.
      expect(Math.abs(Date.parse(body.serverTime) - t.clock.now().getTime())).toBeLessThan(5_000);
      // Only the entry list, by season points descending.
      expect(body.drivers.map((d: { id: number }) => d.id).sort()).toEqual([...entered].sort());
      const points = body.drivers.map((d: { points: number }) => d.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
      expect(body.drivers[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        teamName: expect.anything(),
        points: expect.any(Number),
        imageUrl: null,
      });
    });

    it('lists every driver when the event has no entry list yet', async () => {
      const id = await eventStarting('2 days');
      await t.database.db.delete(eventEntries).where(eq(eventEntries.eventId, id));
      const [all] = await t.database.db.select({ n: count() }).from(drivers);
      const body = (await (await player()).get(`/api/predictions/${id}`)).json();
      expect(body.drivers).toHaveLength(all!.n);
    });
  });

  describe('saving (game-rules §6.1)', () => {
    it('creates the prediction (201) with the three picks in order, unprocessed and at 0 points', async () => {
      const id = await eventStarting('2 days');
      const client = await player();
      const [a, b, c] = entered;
      const res = await put(client, id, { first: a, second: b, third: c });
      expect(res.statusCode, res.body).toBe(201);
      const p = res.json().prediction;
      expect(p).toMatchObject({ eventId: id, isProcessed: false, points: 0 });
      expect(p.picks.map((x: { position: number; driver: { id: number } }) => [x.position, x.driver.id])).toEqual([
        [1, a],
        [2, b],
        [3, c],
      ]);
      const view = (await client.get(`/api/predictions/${id}`)).json();
      expect(view.prediction).toEqual(p);
    });

    it('an update (200) replaces all three picks in place: one prediction, three rows, created date kept', async () => {
      const id = await eventStarting('2 days');
      const client = await player();
      const [a, b, c, d] = entered;
      const first = (await put(client, id, { first: a, second: b, third: c })).json().prediction;
      // A second later by the game clock.
      await t.clock.advance(1_000);
      const res = await put(client, id, { first: d, second: c, third: a });
      expect(res.statusCode).toBe(200);
      const second = res.json().prediction;
      expect(second.id).toBe(first.id);
      expect(second.createdAt).toBe(first.createdAt);
      expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
      const { rows, picks } = await stored(id);
      expect(rows).toHaveLength(1);
      expect(picks.map((x) => [x.position, x.driverId])).toEqual([
        [1, d],
        [2, c],
        [3, a],
      ]);
    });

    it.each([
      ['no picks at all', {}],
      ['an empty 1st place', { first: null, second: 2, third: 3 }],
      ['a missing 2nd place', { first: 1, third: 3 }],
      ['an empty 3rd place', { first: 1, second: 2, third: null }],
    ])('refuses %s with "Please select drivers for all podium positions" and changes nothing', async (_label, body) => {
      const id = await eventStarting('2 days');
      const client = await player();
      const [a, b, c] = entered;
      await put(client, id, { first: a, second: b, third: c });
      const before = await stored(id);
      const mapped = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === null ? null : entered[Number(v)]]));
      const res = await put(client, id, mapped);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please select drivers for all podium positions');
      expect(await stored(id)).toEqual(before);
    });

    it.each([
      ['1st and 2nd', [0, 0, 2]],
      ['1st and 3rd', [0, 1, 0]],
      ['2nd and 3rd', [0, 1, 1]],
      ['all three', [2, 2, 2]],
    ])('refuses the same driver in %s with "You cannot select the same driver for multiple positions"', async (_label, idx) => {
      const id = await eventStarting('2 days');
      const client = await player();
      const res = await put(client, id, { first: entered[idx[0]!], second: entered[idx[1]!], third: entered[idx[2]!] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You cannot select the same driver for multiple positions');
      expect((await stored(id)).rows).toEqual([]);
    });

    it('refuses a driver who is not entered in the event, or does not exist, and writes nothing', async () => {
      const id = await eventStarting('2 days');
      const outsider = (await t.database.db.select({ id: drivers.id }).from(drivers)).find((d) => !entered.includes(d.id));
      const client = await player();
      const [a, b] = entered;
      const cases = [outsider ? { first: a, second: outsider.id, third: b } : null, { first: a, second: b, third: 2_000_000_000 }];
      for (const body of cases.filter(Boolean)) {
        const res = await put(client, id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(PREDICTION_MESSAGES.driverNotEntered);
      }
      expect((await stored(id)).rows).toEqual([]);
    });

    it.each([
      ['an unknown field', { first: 1, second: 2, third: 3, points: 15 }],
      ['a client-chosen user', { first: 1, second: 2, third: 3, userId: 'someone-else' }],
      ['a client-chosen is_processed', { first: 1, second: 2, third: 3, is_processed: true }],
      ['a pick as text', { first: '1', second: 2, third: 3 }],
      ['a pick with a NUL byte', { first: '\u0000', second: 2, third: 3 }],
      ['a fractional pick', { first: 1.5, second: 2, third: 3 }],
      ['a negative pick', { first: -1, second: 2, third: 3 }],
      ['a zero pick', { first: 0, second: 2, third: 3 }],
      ['a pick past PostgreSQL integer', { first: 2_147_483_648, second: 2, third: 3 }],
      ['a huge pick', { first: 1e300, second: 2, third: 3 }],
      ['a pick as a list', { first: [1], second: 2, third: 3 }],
      ['a pick as an object', { first: { id: 1 }, second: 2, third: 3 }],
      ['a list body', [1, 2, 3]],
      ['a null body', null],
    ])('refuses %s with 400 and writes nothing', async (_label, body) => {
      const id = await eventStarting('2 days');
      const client = await player();
      const res = await put(client, id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
      expect((await stored(id)).rows).toEqual([]);
    });

    it('refuses a body that is not JSON with 415, and broken JSON or a bare JSON string with 400', async () => {
      const id = await eventStarting('2 days');
      const client = await player();
      const form = await client.request({
        method: 'PUT',
        url: `/api/predictions/${id}`,
        payload: 'first=1&second=2&third=3',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.statusCode).toBe(415);
      const broken = await client.request({
        method: 'PUT',
        url: `/api/predictions/${id}`,
        payload: '{"first":1,',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      const text = await client.request({
        method: 'PUT',
        url: `/api/predictions/${id}`,
        payload: '"first"',
        headers: { 'content-type': 'application/json' },
      });
      expect(text.statusCode).toBe(400);
      expect((await stored(id)).rows).toEqual([]);
    });
  });

  describe('the lock (database clock, game-rules §2.3)', () => {
    it('accepts a save one second before the start and refuses one a second after, keeping the last picks', async () => {
      const id = await eventStarting('1 second');
      const client = await player();
      const [a, b, c] = entered;
      const before = await put(client, id, { first: a, second: b, third: c });
      expect(before.statusCode, before.body).toBe(201);

      await setStart(id, '-1 second');
      const after = await put(client, id, { first: c, second: b, third: a });
      expect(after.statusCode).toBe(409);
      expect(after.json().message).toBe('Predictions are closed for this event');
      const { picks } = await stored(id);
      expect(picks.map((p) => p.driverId)).toEqual([a, b, c]);
      const view = (await client.get(`/api/predictions/${id}`)).json();
      expect(view.open).toBe(false);
      expect(view.prediction.picks.map((p: { driver: { id: number } }) => p.driver.id)).toEqual([a, b, c]);
    });

    it('closes by itself when the start passes: saved at start − 1 s, refused at start + 1 s', async () => {
      const id = await eventStarting('1 day');
      const start = await startOf(id);
      const client = await player();
      const [a, b, c] = entered;
      try {
        // Only time passes: nobody touches the event between the two saves.
        await t.clock.set(new Date(start.getTime() - 1_000), { frozen: true });
        expect((await put(client, id, { first: a, second: b, third: c })).statusCode).toBe(201);
        await t.clock.set(new Date(start.getTime() + 1_000), { frozen: true });
        const res = await put(client, id, { first: b, second: a, third: c });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(PREDICTION_MESSAGES.closed);
        expect((await stored(id)).picks.map((p) => p.driverId)).toEqual([a, b, c]);
      } finally {
        await t.clock.reset();
      }
    });

    // game-rules §2.4 (the lock is at the start instant). The start itself is already closed; a millisecond before is open.
    it('refuses a save made exactly at the start instant with 409 and writes nothing; one millisecond before is saved', async () => {
      const id = await eventStarting('1 day');
      const start = await startOf(id);
      const [a, b, c] = entered;
      try {
        const late = await player();
        await t.clock.set(start, { frozen: true });
        const atStart = await put(late, id, { first: a, second: b, third: c });
        expect(atStart.statusCode, atStart.body).toBe(409);
        expect(atStart.json().message).toBe('Predictions are closed for this event');
        expect(await stored(id)).toEqual({ rows: [], picks: [] });
        expect((await late.get(`/api/predictions/${id}`)).json()).toMatchObject({ open: false, prediction: null });

        const early = await player();
        await t.clock.set(new Date(start.getTime() - 1), { frozen: true });
        expect((await early.get(`/api/predictions/${id}`)).json().open).toBe(true);
        const justBefore = await put(early, id, { first: a, second: b, third: c });
        expect(justBefore.statusCode, justBefore.body).toBe(201);
        expect((await stored(id)).picks.map((p) => p.driverId)).toEqual([a, b, c]);
      } finally {
        await t.clock.reset();
      }
    });

    it('a first save after the start is refused and creates nothing', async () => {
      const id = await eventStarting('-1 second');
      const client = await player();
      const res = await put(client, id, { first: entered[0], second: entered[1], third: entered[2] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PREDICTION_MESSAGES.closed);
      expect(await stored(id)).toEqual({ rows: [], picks: [] });
    });

    it('the database refuses at COMMIT a save whose transaction passed the check before the start', async () => {
      const id = await eventStarting('1 day');
      const client = await player();
      const me = (await client.get('/api/me')).json() as { id?: string; user?: { id: string } };
      const userId = me.user?.id ?? me.id;
      const [a, b, c] = entered;
      const attempt = t.database.db.transaction(async (tx) => {
        const [row] = await tx.insert(predictions).values({ userId: userId!, eventId: id }).returning({ id: predictions.id });
        await tx.insert(predictionResults).values([a, b, c].map((driverId, i) => ({ predictionId: row!.id, position: i + 1, driverId: driverId! })));
        // Still before the start here…
        const open = (await tx.execute(sql`SELECT start_date > app_clock_timestamp() AS open FROM events WHERE id = ${id}`)) as unknown as {
          rows: { open: boolean }[];
        };
        expect(open.rows[0]?.open).toBe(true);
        // …then the start passes inside the transaction (the game clock moves in it), so the commit comes after it.
        await tx.execute(sql`UPDATE app_clock SET frozen_at = (SELECT start_date FROM events WHERE id = ${id}) + interval '1 second'`);
      });
      await expect(attempt).rejects.toSatisfy(isPredictionsClosedError);
      expect(await stored(id)).toEqual({ rows: [], picks: [] });
      // The move was rolled back with the save: the clock runs on as before.
      expect(await readClockState(t.database.db)).toEqual(REAL_TIME);
    });

    it('trusted maintenance may write a finished event for one transaction with rally.prediction_lock = off', async () => {
      const id = await eventStarting('-2 days');
      const client = await player();
      const me = (await client.get('/api/me')).json() as { id?: string; user?: { id: string } };
      const userId = (me.user?.id ?? me.id)!;
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL rally.prediction_lock = 'off'`);
        const [row] = await tx.insert(predictions).values({ userId, eventId: id }).returning({ id: predictions.id });
        await tx.insert(predictionResults).values(entered.slice(0, 3).map((driverId, i) => ({ predictionId: row!.id, position: i + 1, driverId })));
      });
      expect((await stored(id)).picks).toHaveLength(3);
    });
  });

  describe('privacy', () => {
    it("another user's prediction is unreachable: each reads and writes only their own", async () => {
      const id = await eventStarting('2 days');
      const alice = await player();
      const bob = await player();
      const [a, b, c, d] = entered;
      await put(alice, id, { first: a, second: b, third: c });
      expect((await bob.get(`/api/predictions/${id}`)).json().prediction).toBeNull();
      const bobs = await put(bob, id, { first: d, second: c, third: b });
      expect(bobs.statusCode).toBe(201);
      const alices = (await alice.get(`/api/predictions/${id}`)).json().prediction;
      expect(alices.picks.map((p: { driver: { id: number } }) => p.driver.id)).toEqual([a, b, c]);
      expect(alices.id).not.toBe(bobs.json().prediction.id);
      expect((await stored(id)).rows).toHaveLength(2);
    });

    it('keeps the crowd hidden before the lock, then shows each place’s picks (game-rules §6.5)', async () => {
      const id = await eventStarting('1 day');
      const [a, b, c, d] = entered;
      const voters = [await player(), await player(), await player()];
      await put(voters[0]!, id, { first: a, second: b, third: c });
      await put(voters[1]!, id, { first: a, second: c, third: b });
      await put(voters[2]!, id, { first: d, second: b, third: a });
      const hidden = await voters[0]!.get(`/api/predictions/${id}/crowd`);
      expect(hidden.statusCode).toBe(403);
      expect(hidden.json().message).toBe(PREDICTION_MESSAGES.crowdHidden);

      await setStart(id, '-1 second');
      const res = await (await player()).get(`/api/predictions/${id}/crowd`);
      expect(res.statusCode).toBe(200);
      const crowd = res.json();
      expect(crowd.total).toBe(3);
      const counts = crowd.places.map((pl: { picks: { id: number; count: number }[] }) => pl.picks.map((p) => [p.id, p.count]));
      expect(counts[0]).toEqual([[a, 2], [d, 1]]);
      expect(new Map(counts[1])).toEqual(new Map([[b, 2], [c, 1]]));
      expect(new Map(counts[2])).toEqual(new Map([[c, 1], [b, 1], [a, 1]]));
      expect((await voters[0]!.get('/api/predictions/987654/crowd')).statusCode).toBe(404);
    });
  });

  describe('after scoring', () => {
    it('shows the real podium, the points the engine gave and the record', async () => {
      const id = await eventStarting('1 day');
      const client = await player();
      const [a, b, c] = entered;
      const saved = (await put(client, id, { first: a, second: b, third: c })).json().prediction;
      // What the game engine does on publish (docs/game-rules.md §6.2): results, then is_processed and points.
      await setStart(id, '-3 days');
      const db = t.database.db;
      await db.delete(eventResults).where(eq(eventResults.eventId, id));
      await db.insert(eventResults).values([
        { eventId: id, driverId: a!, status: 'finished', position: 1 },
        { eventId: id, driverId: c!, status: 'finished', position: 2 },
        { eventId: id, driverId: b!, status: 'finished', position: 3 },
      ]);
      await db.update(events).set({ status: 'completed', resultsPublishedAt: t.clock.now() }).where(eq(events.id, id));
      await db.update(predictions).set({ isProcessed: true, points: 5 }).where(eq(predictions.id, saved.id));

      const view = (await client.get(`/api/predictions/${id}`)).json();
      expect(view.open).toBe(false);
      expect(view.prediction).toMatchObject({ isProcessed: true, points: 5 });
      expect(view.podium.map((p: { position: number; driver: { id: number } }) => [p.position, p.driver.id])).toEqual([
        [1, a],
        [2, c],
        [3, b],
      ]);
      // A in place, B and C swapped: one place right is 5, and counts as correct (game-rules §6.2, §6.4).
      expect(view.hit).toBe('oneExact');
      expect(view.record).toEqual({ scored: 1, correct: 1, accuracy: 100, points: 5 });
    });
  });
});
