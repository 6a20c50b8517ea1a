import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse } from '@shared/api/players';
import { drivers, eventEntries, events, teams } from '../../db/schema/index';
import { finishedAt } from '../../test/result-rows';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { publishResults } from '../../test/small-season';

/**
 * game-rules §2.4 (the lock is at the start instant). A team scores an event with the drivers it held when the event started;
 * a transfer made exactly at `start_date` counts from the next event: a driver bought at that instant is not in
 * the lineup, one sold at that instant still is. A millisecond earlier, both transfers count for the event.
 * Everything goes through the API with the game clock standing on the instants, and the points are read back
 * from the dashboard.
 */
const DAY = 86_400_000;
const START = new Date('2031-05-15T07:00:00.000Z');
const ADMIN = 'lineup-lock-admin@example.com';

describe.each(testDatabaseKinds())('the lineup lock at the start instant (%s)', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let eventId: number;
  /** Driver ids by name, and their fantasy points in the published result. */
  const ids: Record<'early' | 'atStart' | 'soldAtStart' | 'soldEarly', number> = { early: 0, atStart: 0, soldAtStart: 0, soldEarly: 0 };
  // 25 + 2, 18 + 2, 15 + 2, 12 + 2 (position + finish, docs of the mini season).
  const points = { early: 27, atStart: 20, soldAtStart: 17, soldEarly: 14 };

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: ADMIN } });
    const db = t.database.db;
    admin = new TestClient(t.app);
    expect((await admin.signUp({ ...uniqueUser('lockadmin'), email: ADMIN })).statusCode).toBe(200);
    const [team] = await db.insert(teams).values({ name: 'Lock Works' }).returning();
    const rows = await db
      .insert(drivers)
      .values(Object.keys(ids).map((name) => ({ name: `Lock ${name}`, teamId: team!.id, price: 1_000_000 })))
      .returning();
    for (const row of rows) ids[row.name.slice(5) as keyof typeof ids] = row.id;
    const [ev] = await db
      .insert(events)
      .values({ season: 2031, round: 1, name: 'Lock Rally', country: 'Finland', startDate: START, endDate: new Date(START.getTime() + 3 * DAY), surfaceType: 'gravel' })
      .returning({ id: events.id });
    eventId = ev!.id;
    await db.insert(eventEntries).values(rows.map((r) => ({ eventId, driverId: r.id })));
  });
  afterAll(async () => {
    await t.clock.reset();
    await t.close();
  });

  const buy = async (client: TestClient, driverId: number) => {
    const res = await client.post('/api/fantasy/team/drivers', { driverId });
    expect(res.statusCode, res.body).toBe(201);
  };
  const sell = async (client: TestClient, driverId: number) => {
    const res = await client.request({ method: 'DELETE', url: `/api/fantasy/team/drivers/${driverId}` });
    expect(res.statusCode, res.body).toBe(200);
  };

  async function manager(name: string): Promise<TestClient> {
    const client = new TestClient(t.app);
    expect((await client.signUp(uniqueUser(name))).statusCode).toBe(200);
    expect((await client.post('/api/fantasy/team', { name: `Team ${name}` })).statusCode).toBe(201);
    return client;
  }

  it('counts a purchase made a millisecond before the start, not one made at the start; a sale at the start counts from the next event', async () => {
    // A day before: the buyer holds nothing yet, the seller holds the two drivers it will sell.
    await t.clock.set(new Date(START.getTime() - DAY), { frozen: true });
    const buyer = await manager('buyer');
    const seller = await manager('seller');
    await buy(seller, ids.soldAtStart);
    await buy(seller, ids.soldEarly);

    await t.clock.set(new Date(START.getTime() - 1), { frozen: true });
    await buy(buyer, ids.early);
    await sell(seller, ids.soldEarly);

    await t.clock.set(START, { frozen: true });
    await buy(buyer, ids.atStart);
    await sell(seller, ids.soldAtStart);

    // After the rally: the results, published through the admin routes and scored by the engine.
    await t.clock.set(new Date(START.getTime() + 4 * DAY), { frozen: true });
    await publishResults(t, admin, eventId, [
      finishedAt(ids.early, 1),
      finishedAt(ids.atStart, 2),
      finishedAt(ids.soldAtStart, 3),
      finishedAt(ids.soldEarly, 4),
    ]);

    const scored = async (client: TestClient) => {
      const body = (await client.get('/api/me/dashboard')).json<DashboardResponse>();
      expect(body.lastScored?.eventId).toBe(eventId);
      return { teamPoints: body.lastScored!.teamPoints, drivers: body.lastScored!.drivers.map((d) => [d.driverId, d.points]) };
    };
    // The buyer scores only the driver bought a millisecond before the start.
    expect(await scored(buyer)).toEqual({ teamPoints: points.early, drivers: [[ids.early, points.early]] });
    // The seller keeps the driver sold at the start for this event; the one sold a millisecond before is gone.
    expect(await scored(seller)).toEqual({ teamPoints: points.soldAtStart, drivers: [[ids.soldAtStart, points.soldAtStart]] });
    // Both transfers at the start count from the next event: the buyer's team holds the driver now.
    const team = (await buyer.get('/api/fantasy/team')).json<{ team: { drivers: { id: number }[] } }>();
    expect(team.team.drivers.map((d) => d.id).sort()).toEqual([ids.early, ids.atStart].sort());
  });
});
