import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverPrices } from '@shared/api/championship';
import { drivers, eventEntries, events, teams } from '../../db/schema/index';
import { finishedAt } from '../../test/result-rows';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { drainScoringJobs } from '../scoring/index';

/**
 * game-rules §9.4 and §9.12: a driver's price chart is his opening price, then one move per published event
 * with the event that caused it, a zero move where he was not entered. Figures by hand from §9.1–§9.3.
 */
const DAY = 86_400_000;
const START = new Date('2033-03-01T08:00:00.000Z');
const ADMIN = 'price-chart-admin@example.com';

describe.each(testDatabaseKinds())("a driver's price moves (%s)", (kind) => {
  let t: TestApp;
  let admin: TestClient;
  const ids = { star: 0, other: 0 };
  const rallies: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: ADMIN } });
    const db = t.database.db;
    admin = new TestClient(t.app);
    expect((await admin.signUp({ ...uniqueUser('priceadmin'), email: ADMIN })).statusCode).toBe(200);
    const [team] = await db.insert(teams).values({ name: 'Price Works' }).returning();
    const [star] = await db.insert(drivers).values({ name: 'Price Star', teamId: team!.id, price: 2_000_000 }).returning();
    const [other] = await db.insert(drivers).values({ name: 'Price Other', teamId: team!.id, price: 1_000_000 }).returning();
    ids.star = star!.id;
    ids.other = other!.id;
    for (const round of [1, 2]) {
      const start = new Date(START.getTime() + (round - 1) * 14 * DAY);
      const [ev] = await db
        .insert(events)
        .values({ season: 2033, round, name: `Price Rally ${round}`, country: 'Sweden', startDate: start, endDate: new Date(start.getTime() + 2 * DAY), surfaceType: 'snow' })
        .returning({ id: events.id });
      rallies.push(ev!.id);
    }
    await db.insert(eventEntries).values([
      { eventId: rallies[0]!, driverId: ids.star },
      { eventId: rallies[0]!, driverId: ids.other },
      { eventId: rallies[1]!, driverId: ids.other },
    ]);
  });
  afterAll(async () => {
    await t.clock.reset();
    await t.close();
  });

  async function publish(eventId: number, results: ReturnType<typeof finishedAt>[]) {
    const saved = await admin.request({ method: 'PUT', url: `/api/admin/events/${eventId}/results`, payload: { results } });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await admin.post(`/api/admin/events/${eventId}/publish`, {});
    expect(published.statusCode, published.body).toBe(202);
    await drainScoringJobs(t.database.db);
  }

  it('lists the opening price, then each published event with its move, oldest first', async () => {
    await t.clock.set(new Date(START.getTime() + 3 * DAY), { frozen: true });
    // Rally 1: the star wins (25 + 2 = 27 points, expected 10): (27 − 10) × 0.02 = 0.34 → +€0.3M, €2.3M.
    await publish(rallies[0]!, [finishedAt(ids.star, 1), finishedAt(ids.other, 2)]);
    await t.clock.set(new Date(START.getTime() + 17 * DAY), { frozen: true });
    // Rally 2: the star is not entered: a zero move keeps €2.3M (§9.4).
    await publish(rallies[1]!, [finishedAt(ids.other, 1)]);

    const res = await new TestClient(t.app).get(`/api/drivers/${ids.star}/prices`);
    expect(res.statusCode, res.body).toBe(200);
    const { prices } = res.json<DriverPrices>();
    expect(prices.map((p) => [p.eventId, p.eventName, p.round, p.price, p.change])).toEqual([
      [null, null, null, 2_000_000, 0],
      [rallies[0], 'Price Rally 1', 1, 2_300_000, 300_000],
      [rallies[1], 'Price Rally 2', 2, 2_300_000, 0],
    ]);
    // The opening price is dated a week before the first published start; each move at its event's start.
    expect(prices.map((p) => p.date)).toEqual([
      new Date(START.getTime() - 7 * DAY).toISOString(),
      START.toISOString(),
      new Date(START.getTime() + 14 * DAY).toISOString(),
    ]);
  });

  it('answers 404 for an unknown driver and 400 for a malformed id', async () => {
    const c = new TestClient(t.app);
    const missing = await c.get('/api/drivers/999999/prices');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Driver not found' });
    expect((await c.get('/api/drivers/abc/prices')).statusCode).toBe(400);
  });
});
