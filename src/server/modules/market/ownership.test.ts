import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnershipResponse } from '@shared/api/ownership';
import { drivers, events, teams } from '../../db/schema/index';
import { eventually } from '../../test/eventually';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * game-rules §9.11 (ownership), with §2.4 (the start instant belongs to "after") and §5.1 (the lineup at the
 * lock). Four managers with drivers and one without; every share below is counted by hand from the
 * transfers listed in each test.
 */
const DAY = 86_400_000;
const START = new Date('2032-04-10T07:00:00.000Z');

describe.each(testDatabaseKinds())('ownership now and at the last lock (%s)', (kind) => {
  let t: TestApp;
  let anonymous: TestClient;
  /** Names chosen so that the name order (Bram before Cecil) differs from the id order. */
  const ids = { A: 0, B: 0, C: 0, D: 0 };
  let lockEventId = 0;
  const managers: TestClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const db = t.database.db;
    anonymous = new TestClient(t.app);
    const [team] = await db.insert(teams).values({ name: 'Crowd Works' }).returning();
    const names = { A: 'Crowd Anders', B: 'Crowd Cecil', C: 'Crowd Bram', D: 'Crowd Dana' };
    for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
      const [row] = await db.insert(drivers).values({ name: names[key], teamId: team!.id, price: 1_000_000 }).returning();
      ids[key] = row!.id;
    }
    const rally = (round: number, start: Date, name: string) => ({
      season: 2032,
      round,
      name,
      country: 'Finland',
      startDate: start,
      endDate: new Date(start.getTime() + 2 * DAY),
      surfaceType: 'gravel' as const,
    });
    // An earlier rally (no lineups then), the one whose lock is "the last", and one still to come.
    const rows = await db
      .insert(events)
      .values([rally(1, new Date(START.getTime() - 30 * DAY), 'Earlier Rally'), rally(2, START, 'Crowd Rally'), rally(3, new Date(START.getTime() + 14 * DAY), 'Later Rally')])
      .returning({ id: events.id, round: events.round });
    lockEventId = rows.find((r) => r.round === 2)!.id;
  });
  afterAll(async () => {
    await t.clock.reset();
    await t.close();
  });

  const ownership = async () => {
    const res = await anonymous.get('/api/market/ownership');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OwnershipResponse>();
  };
  const shares = (body: OwnershipResponse) =>
    Object.fromEntries(
      (Object.keys(ids) as (keyof typeof ids)[]).map((k) => {
        const d = body.drivers.find((x) => x.driverId === ids[k])!;
        return [k, [d.now, d.atLock]];
      }),
    );
  const buy = async (client: TestClient, driverId: number) => {
    const res = await client.post('/api/fantasy/team/drivers', { driverId });
    expect(res.statusCode, res.body).toBe(201);
  };
  const sell = async (client: TestClient, driverId: number) => {
    const res = await client.request({ method: 'DELETE', url: `/api/fantasy/team/drivers/${driverId}` });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('counts the teams holding a driver, not every team, and has no lock before the first start', async () => {
    // Before the earlier rally's start: no event has started, so there is no last lock.
    await t.clock.set(new Date(START.getTime() - 40 * DAY), { frozen: true });
    for (const name of ['one', 'two', 'three', 'four', 'empty']) {
      const client = new TestClient(t.app);
      expect((await client.signUp(uniqueUser(`crowd${name}`))).statusCode).toBe(200);
      expect((await client.post('/api/fantasy/team', { name: `Crowd ${name}` })).statusCode).toBe(201);
      managers.push(client);
    }
    const [one, two, three, four] = managers as [TestClient, TestClient, TestClient, TestClient];
    await buy(one, ids.A);
    await buy(one, ids.B);
    await buy(two, ids.A);
    await buy(two, ids.C);
    await buy(three, ids.B);
    await buy(four, ids.C);
    const body = await ownership();
    expect(body.lastLock).toBeNull();
    // Four teams hold a driver (the fifth holds none and is not counted): A 2/4, B 2/4, C 2/4, D 0/4.
    expect(shares(body)).toEqual({ A: [50, null], B: [50, null], C: [50, null], D: [0, null] });
  });

  it('keeps the lineups held at the last lock: transfers at and after the start instant do not count then (game-rules §2.4, §5.1)', async () => {
    const [one, two, three, four] = managers as [TestClient, TestClient, TestClient, TestClient];
    // At the start instant: three buys A (counts from the next event), two sells A (still held at this lock).
    await t.clock.set(START, { frozen: true });
    await buy(three, ids.A);
    await sell(two, ids.A);
    // An hour later: four buys A and sells C, one sells B.
    await t.clock.set(new Date(START.getTime() + 3_600_000), { frozen: true });
    await buy(four, ids.A);
    await sell(four, ids.C);
    await sell(one, ids.B);

    const body = await ownership();
    expect(body.lastLock).toEqual({ eventId: lockEventId, eventName: 'Crowd Rally', startDate: START.toISOString() });
    // Now: one {A}, two {C}, three {B, A}, four {A}: 4 teams; A 3/4 = 75.0, B 1/4 = 25.0, C 1/4 = 25.0, D 0.
    // At the lock: one {A, B}, two {A, C}, three {B}, four {C}: 4 teams; A 2/4, B 2/4, C 2/4 = 50.0, D 0.
    expect(shares(body)).toEqual({ A: [75, 50], B: [25, 50], C: [25, 50], D: [0, 0] });
    // The most owned now first, then by name: Bram (C) before Cecil (B) at 25.0.
    expect(body.drivers.map((d) => d.driverId)).toEqual([ids.A, ids.C, ids.B, ids.D]);
  });

  it('is recounted once a minute: kept for 60 s, then served while a recount runs, never older than 120 s (decision 0208)', async () => {
    const [, two, three] = managers as [TestClient, TestClient, TestClient];
    const before = await ownership();
    await buy(two, ids.D);
    // Within the minute the kept count answers: the purchase is not in it yet.
    expect(shares(await ownership())).toEqual(shares(before));
    // Older than two minutes: the read waits for a fresh count. two now holds C and D:
    // A 3/4, B 1/4, C 1/4, D 1/4; the lock is unchanged.
    await t.clock.advance(120_001, { frozen: true });
    const fresh = { A: [75, 50], B: [25, 50], C: [25, 50], D: [25, 0] };
    expect(shares(await ownership())).toEqual(fresh);
    // Between one and two minutes: the kept answer comes at once and a recount runs behind it.
    await sell(three, ids.B);
    await t.clock.advance(60_001, { frozen: true });
    expect(shares(await ownership())).toEqual(fresh);
    // three now holds A only: B 0/4.
    const { value } = await eventually(ownership, (body) => shares(body).B![0] === 0);
    expect(shares(value)).toEqual({ A: [75, 50], B: [0, 50], C: [25, 50], D: [25, 0] });
  });

  it('refuses a query parameter it does not take, with a message naming it', async () => {
    const res = await anonymous.get('/api/market/ownership?sort=lock');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: 'Unrecognized key: "sort"' });
  });
});
