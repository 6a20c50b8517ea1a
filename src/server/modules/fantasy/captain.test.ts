import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultRow } from '@shared/api/admin-results';
import type { FantasyTeam } from '@shared/api/fantasy';
import type { DashboardResponse, StatsResponse } from '@shared/api/players';
import { teamEventPoints } from '@shared/game/captain';
import { FANTASY_MESSAGES, MESSAGES } from '@shared/messages';
import { captainHistory, events, fantasyTeams } from '../../db/schema/index';
import { finishedAt } from '../../test/result-rows';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { insertSmallSeason, publishResults } from '../../test/small-season';

/**
 * game-rules §5.4 (the captain), through the API: a hand-computed three-event season. Every expected figure
 * was worked out by hand from the rules (the working is in the comments), not by the code under test.
 *
 * Drivers A–F. Fantasy points (position + 2 finishing bonus; retired −5, disqualified −10):
 *   E1: A 1st 27, B 2nd 20, C 3rd 17, D retired −5, E 4th 14, F 5th 12
 *   E2: B 1st 27, C 2nd 20, D 3rd 17, E 4th 14, A retired −5, F disqualified −10
 *   E2 corrected: A 5th 12 instead of retired (the rest unchanged)
 *   E3: A 1st 27, B 2nd 20, D 3rd 17, E 4th 14, F 5th 12, C retired −5
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const STARTS = [new Date('2031-05-01T07:00:00.000Z'), new Date('2031-05-15T07:00:00.000Z'), new Date('2031-05-29T07:00:00.000Z')];
const ADMIN = 'captain-admin@example.com';
type Driver = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
const DRIVERS: Driver[] = ['A', 'B', 'C', 'D', 'E', 'F'];

describe.each(testDatabaseKinds())('the captain (%s)', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  const id = {} as Record<Driver, number>;
  const eventIds: number[] = [];

  const out = (d: Driver, status: ResultRow['status']): ResultRow => ({ ...finishedAt(id[d], 1), status, position: null });
  const e1 = () => [finishedAt(id.A, 1), finishedAt(id.B, 2), finishedAt(id.C, 3), out('D', 'retired'), finishedAt(id.E, 4), finishedAt(id.F, 5)];
  const e2 = () => [finishedAt(id.B, 1), finishedAt(id.C, 2), finishedAt(id.D, 3), finishedAt(id.E, 4), out('A', 'retired'), out('F', 'disqualified')];
  const e2Corrected = () => [finishedAt(id.B, 1), finishedAt(id.C, 2), finishedAt(id.D, 3), finishedAt(id.E, 4), finishedAt(id.A, 5), out('F', 'disqualified')];
  const e3 = () => [finishedAt(id.A, 1), finishedAt(id.B, 2), finishedAt(id.D, 3), finishedAt(id.E, 4), finishedAt(id.F, 5), out('C', 'retired')];

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: ADMIN } });
    admin = new TestClient(t.app);
    expect((await admin.signUp({ ...uniqueUser('captainadmin'), email: ADMIN })).statusCode).toBe(200);
    const season = await insertSmallSeason(t, {
      season: 2031,
      constructor: 'Armband Works',
      prefix: 'Captain',
      letters: DRIVERS,
      starts: STARTS,
      eventName: (round) => `Armband Rally ${round}`,
      country: 'Finland',
      surfaceType: 'gravel',
    });
    Object.assign(id, season.driverIds);
    eventIds.push(...season.eventIds);
  });
  afterAll(async () => {
    await t.clock.reset();
    await t.close();
  });

  const at = (when: Date) => t.clock.set(when, { frozen: true });
  const expectStatus = async (res: Promise<{ statusCode: number; body: string }>, status: number) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
  };
  const buy = (c: TestClient, d: Driver) => expectStatus(c.post('/api/fantasy/team/drivers', { driverId: id[d] }), 201);
  const sell = (c: TestClient, d: Driver) => expectStatus(c.request({ method: 'DELETE', url: `/api/fantasy/team/drivers/${id[d]}` }), 200);
  const captain = (c: TestClient, d: Driver) => expectStatus(c.request({ method: 'PUT', url: '/api/fantasy/team/captain', payload: { driverId: id[d] } }), 200);
  const clear = (c: TestClient) => expectStatus(c.request({ method: 'DELETE', url: '/api/fantasy/team/captain' }), 200);
  const myTeam = async (c: TestClient) => (await c.get('/api/fantasy/team')).json<{ team: FantasyTeam }>().team;

  async function manager(name: string, lineup: Driver[]): Promise<TestClient> {
    const client = new TestClient(t.app);
    expect((await client.signUp(uniqueUser(name))).statusCode).toBe(200);
    expect((await client.post('/api/fantasy/team', { name: `Team ${name}` })).statusCode).toBe(201);
    for (const d of lineup) await buy(client, d);
    return client;
  }

  const publish = (eventIndex: number, results: ResultRow[]) => publishResults(t, admin, eventIds[eventIndex]!, results);

  /** Team points per event (E1, E2, E3; null: not scored) and the season's team points, as the player reads them. */
  async function season(c: TestClient) {
    const stats = (await c.get('/api/me/statistics')).json<StatsResponse>();
    const perEvent = eventIds.map((e) => stats.pointsPerEvent.find((p) => p.eventId === e)?.teamPoints ?? null);
    return { perEvent, total: (await myTeam(c)).points };
  }

  it('counts the captain at the lock twice — a negative score too, a late sale still, an early sale and no captain not at all (game-rules §5.4)', async () => {
    await at(new Date(STARTS[0]!.getTime() - 2 * DAY));
    const negative = await manager('negative', ['A', 'B', 'D']);
    const lateSeller = await manager('lateseller', ['B', 'C']);
    const earlySeller = await manager('earlyseller', ['A', 'F']);
    const never = await manager('never', ['A', 'B', 'C']);
    const cleared = await manager('cleared', ['C']);

    // Before E1's lock. negative changes its mind: B, then D; only the captain at the lock counts.
    await captain(negative, 'B');
    await captain(negative, 'D');
    await captain(lateSeller, 'C');
    await captain(earlySeller, 'F');
    await captain(cleared, 'C');
    await at(new Date(STARTS[0]!.getTime() - DAY));
    await clear(cleared);
    // earlySeller sells its captain before the lock (the choice goes with him) and buys E instead.
    await sell(earlySeller, 'F');
    await buy(earlySeller, 'E');
    expect((await myTeam(earlySeller)).captainId).toBeNull();
    expect((await myTeam(negative)).captainId).toBe(id.D);

    // E1 runs. lateSeller sells its captain after the lock: he still scores E1, twice.
    await at(new Date(STARTS[0]!.getTime() + HOUR));
    await sell(lateSeller, 'C');
    expect((await myTeam(lateSeller)).captainId).toBeNull();
    await at(new Date(STARTS[0]!.getTime() + 4 * DAY));
    await publish(0, e1());

    // Between E1 and E2: negative moves the armband to A; lateSeller buys E, no captain; earlySeller buys F back
    // (the captaincy does not come back with him).
    await at(new Date(STARTS[1]!.getTime() - DAY));
    await captain(negative, 'A');
    await buy(lateSeller, 'E');
    await buy(earlySeller, 'F');
    await at(new Date(STARTS[1]!.getTime() + 4 * DAY));
    await publish(1, e2());

    // Before E3: lateSeller names E.
    await at(new Date(STARTS[2]!.getTime() - DAY));
    await captain(lateSeller, 'E');
    await at(new Date(STARTS[2]!.getTime() + 4 * DAY));
    await publish(2, e3());

    // negative:    E1 A 27 + B 20 + D (−5 × 2 = −10) = 37; E2 A (−5 × 2 = −10) + B 27 + D 17 = 34;
    //              E3 A (27 × 2 = 54) + B 20 + D 17 = 91; season 37 + 34 + 91 = 162.
    // lateSeller:  E1 B 20 + C (17 × 2 = 34) = 54 (C sold after the lock); E2 B 27 + E 14 = 41 (no captain);
    //              E3 B 20 + E (14 × 2 = 28) = 48; season 54 + 41 + 48 = 143.
    // earlySeller: E1 A 27 + E 14 = 41 (F sold before the lock: no bonus); E2 A −5 + E 14 + F −10 = −1;
    //              E3 A 27 + E 14 + F 12 = 53; season 41 − 1 + 53 = 93.
    // never:       E1 27 + 20 + 17 = 64; E2 −5 + 27 + 20 = 42; E3 27 + 20 − 5 = 42; season 148.
    // cleared:     E1 C 17 (cleared before the lock); E2 20; E3 −5; season 32.
    const expected = {
      negative: { perEvent: [37, 34, 91], total: 162 },
      lateSeller: { perEvent: [54, 41, 48], total: 143 },
      earlySeller: { perEvent: [41, -1, 53], total: 93 },
      never: { perEvent: [64, 42, 42], total: 148 },
      cleared: { perEvent: [17, 20, -5], total: 32 },
    };
    const clients = { negative, lateSeller, earlySeller, never, cleared };
    const all = async () => Object.fromEntries(await Promise.all(Object.entries(clients).map(async ([k, c]) => [k, await season(c)])));
    expect(await all()).toEqual(expected);

    // The explain view of the last event marks the captain (§5.4): negative's A, twice.
    const dashboard = (await negative.get('/api/me/dashboard')).json<DashboardResponse>();
    expect(dashboard.lastScored?.teamPoints).toBe(91);
    // Points are each driver's own; the armband's extra 27 is shown beside them: 27 + 27 + 20 + 17 = 91.
    expect(dashboard.lastScored?.drivers.map((d) => [d.driverId, d.points, d.captain, d.captainBonus])).toEqual([
      [id.A, 27, true, 27],
      [id.B, 20, false, 0],
      [id.D, 17, false, 0],
    ]);
    expect(dashboard.team?.captainId).toBe(id.A);
    // The engine's statement and the shared rule the live figures use agree on the same lineup.
    expect(teamEventPoints(dashboard.lastScored!.drivers.map((d) => ({ points: d.points, captain: d.captain })))).toBe(91);

    // Publishing E1 again changes nothing (game-rules §2.5).
    await publish(0, e1());
    expect(await all()).toEqual(expected);

    // A correction of E2 (A 5th, 12, instead of retired) recomputes the captain's double from the lineup history:
    // negative E2 A (12 × 2 = 24) + 27 + 17 = 68, season 37 + 68 + 91 = 196; never E2 12 + 27 + 20 = 59, season
    // 64 + 59 + 42 = 165; earlySeller E2 12 + 14 − 10 = 16, season 41 + 16 + 53 = 110.
    const corrected = {
      ...expected,
      negative: { perEvent: [37, 68, 91], total: 196 },
      never: { perEvent: [64, 59, 42], total: 165 },
      earlySeller: { perEvent: [41, 16, 53], total: 110 },
    };
    await publish(1, e2Corrected());
    expect(await all()).toEqual(corrected);
    // And publishing the correction a second time gives the same figures.
    await publish(1, e2Corrected());
    expect(await all()).toEqual(corrected);
  });

  describe('refusals, each with its message and nothing written (game-rules §5.4)', () => {
    let player: TestClient;
    const rows = async () => (await t.database.db.select({ n: count() }).from(captainHistory))[0]!.n;

    beforeAll(async () => {
      // A week after E3's start its results are in (the season test published them), so nothing runs.
      await at(new Date(STARTS[2]!.getTime() + 7 * DAY));
      player = await manager('refused', ['A', 'B']);
      await captain(player, 'A');
    });

    async function refused(send: () => Promise<{ statusCode: number; body: string }>, status: number, message: string, client = player) {
      const before = { rows: await rows(), team: await myTeam(client) };
      const res = await send();
      expect(res.statusCode, res.body).toBe(status);
      expect(JSON.parse(res.body).message).toBe(message);
      expect({ rows: await rows(), team: await myTeam(client) }).toEqual(before);
    }

    it('refuses a captain who is not in the lineup', async () => {
      await refused(() => player.request({ method: 'PUT', url: '/api/fantasy/team/captain', payload: { driverId: id.C } }), 400, FANTASY_MESSAGES.captainNotInLineup);
      // A driver who does not exist is not in the lineup either.
      await refused(() => player.request({ method: 'PUT', url: '/api/fantasy/team/captain', payload: { driverId: 999_999 } }), 400, FANTASY_MESSAGES.captainNotInLineup);
      expect((await myTeam(player)).captainId).toBe(id.A);
    });

    it('refuses naming or clearing the captain after the lock, until the results are published', async () => {
      const [late] = await t.database.db
        .insert(events)
        .values({ season: 2031, round: 4, name: 'Armband Rally 4', country: 'Finland', startDate: new Date('2031-06-20T07:00:00.000Z'), endDate: new Date('2031-06-23T07:00:00.000Z'), surfaceType: 'gravel' })
        .returning({ id: events.id });
      // At the start instant the lock has passed (game-rules §2.4).
      await at(new Date('2031-06-20T07:00:00.000Z'));
      await refused(() => player.request({ method: 'PUT', url: '/api/fantasy/team/captain', payload: { driverId: id.B } }), 409, FANTASY_MESSAGES.captainLocked);
      await refused(() => player.request({ method: 'DELETE', url: '/api/fantasy/team/captain' }), 409, FANTASY_MESSAGES.captainLocked);
      // A millisecond before, it was still open.
      await at(new Date('2031-06-20T06:59:59.999Z'));
      await captain(player, 'B');
      expect((await myTeam(player)).captainId).toBe(id.B);
      await t.database.db.delete(events).where(eq(events.id, late!.id));
    });

    it('refuses anonymous callers with 401 and a manager without a team with 404', async () => {
      const anonymous = new TestClient(t.app);
      const before = await rows();
      for (const res of [
        await anonymous.request({ method: 'PUT', url: '/api/fantasy/team/captain', payload: { driverId: id.A } }),
        await anonymous.request({ method: 'DELETE', url: '/api/fantasy/team/captain' }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json<{ message: string }>().message).toBe(MESSAGES.unauthenticated);
      }
      const teamless = new TestClient(t.app);
      expect((await teamless.signUp(uniqueUser('teamless'))).statusCode).toBe(200);
      const res = await teamless.request({ method: 'PUT', url: '/api/fantasy/team/captain', payload: { driverId: id.A } });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(FANTASY_MESSAGES.teamNotFound);
      expect(await rows()).toBe(before);
      expect(await t.database.db.select({ n: count() }).from(fantasyTeams).where(eq(fantasyTeams.name, 'Team teamless'))).toEqual([{ n: 0 }]);
    });
  });
});
