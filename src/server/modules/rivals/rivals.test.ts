import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultRow } from '@shared/api/admin-results';
import type { EventExplanation } from '@shared/api/players';
import type { RivalResponse } from '@shared/api/rivals';
import { COMMON_MESSAGES, LEAGUE_MESSAGES, MESSAGES, PLAYER_MESSAGES } from '@shared/messages';
import { finishedAt } from '../../test/result-rows';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { insertSmallSeason, publishResults } from '../../test/small-season';

/**
 * Rivals side by side and "explain my points" (issue 31 parts 4 and 5; docs/game-rules.md §5.4, §6.2, §8.11),
 * through the API. Every expected figure was worked out by hand from the rules (the working is in the comments).
 *
 * Drivers A–F. Event 1's results and fantasy points (§4: position, +2 finishing, +1 per stage win, Power Stage
 * 5/4/3/2/1, retired −5):
 *   A 1st, 2 stage wins, 1st on the Power Stage: 25 + 2 + 2 + 5 = 34
 *   B 2nd: 18 + 2 = 20          C retired: −5
 *   D 3rd, 2nd on the Power Stage: 15 + 2 + 4 = 21
 *   E 4th: 12 + 2 = 14          F 5th: 10 + 2 = 12
 * Me: A (captain), B, C → 34×2 + 20 − 5 = 83; prediction A, B, F → P1 and P2 right: "two exact", 10 → 93.
 * Rival: A, D (captain), E → 34 + 21×2 + 14 = 90.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const STARTS = [new Date('2032-04-01T07:00:00.000Z'), new Date('2032-04-15T07:00:00.000Z')];
const ADMIN = 'rivals-admin@example.com';
type Driver = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
const DRIVERS: Driver[] = ['A', 'B', 'C', 'D', 'E', 'F'];

describe.each(testDatabaseKinds())('rivals and explain (%s)', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let me: TestClient;
  let rival: TestClient;
  let outsider: TestClient;
  const anonymous = () => new TestClient(t.app);
  const id = {} as Record<Driver, number>;
  const eventIds: number[] = [];
  let leagueId = 0;
  let publicLeagueId = 0;
  let rivalId = '';
  let outsiderId = '';

  const expectStatus = async (res: Promise<{ statusCode: number; body: string }>, status: number) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
  };
  const at = (when: Date) => t.clock.set(when, { frozen: true });
  const buy = (c: TestClient, d: Driver) => expectStatus(c.post('/api/fantasy/team/drivers', { driverId: id[d] }), 201);
  const sell = (c: TestClient, d: Driver) => expectStatus(c.request({ method: 'DELETE', url: `/api/fantasy/team/drivers/${id[d]}` }), 200);
  const captain = (c: TestClient, d: Driver) => expectStatus(c.request({ method: 'PUT', url: '/api/fantasy/team/captain', payload: { driverId: id[d] } }), 200);
  const userIdOf = async (c: TestClient) => (await c.get('/api/me')).json<{ user: { id: string } }>().user.id;
  const rivalUrl = (league: number, user: string, query = '') => `/api/leagues/${league}/members/${user}/team${query}`;

  async function manager(name: string, lineup: Driver[]): Promise<TestClient> {
    const client = new TestClient(t.app);
    expect((await client.signUp(uniqueUser(name))).statusCode).toBe(200);
    expect((await client.post('/api/fantasy/team', { name: `Team ${name}` })).statusCode).toBe(201);
    for (const d of lineup) await buy(client, d);
    return client;
  }

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: ADMIN } });
    admin = new TestClient(t.app);
    expect((await admin.signUp({ ...uniqueUser('rivalsadmin'), email: ADMIN })).statusCode).toBe(200);
    const season = await insertSmallSeason(t, {
      season: 2032,
      constructor: 'Side By Side Works',
      prefix: 'Rival',
      letters: DRIVERS,
      starts: STARTS,
      eventName: (round) => `Mirror Rally ${round}`,
      country: 'Finland',
      surfaceType: 'gravel',
    });
    Object.assign(id, season.driverIds);
    eventIds.push(...season.eventIds);

    await at(new Date(STARTS[0]!.getTime() - 2 * DAY));
    me = await manager('rivalsme', ['A', 'B', 'C']);
    rival = await manager('rivalsthem', ['A', 'D', 'E']);
    outsider = await manager('rivalsout', ['F']);
    await captain(me, 'A');
    await captain(rival, 'D');
    await expectStatus(me.request({ method: 'PUT', url: `/api/predictions/${eventIds[0]}`, payload: { first: id.A, second: id.B, third: id.F } }), 201);
    const created = (await me.post('/api/leagues', { name: 'Mirror League', isPrivate: true })).json<{ league: { id: number; inviteCode: string } }>().league;
    leagueId = created.id;
    await expectStatus(rival.post('/api/leagues/join', { code: created.inviteCode }), 200);
    publicLeagueId = (await me.post('/api/leagues', { name: 'Mirror Open', isPrivate: false })).json<{ league: { id: number } }>().league.id;
    rivalId = await userIdOf(rival);
    outsiderId = await userIdOf(outsider);

    // Event 1 locks. After the lock the rival swaps E for F: event 1 still shows the lineup at the lock.
    await at(new Date(STARTS[0]!.getTime() + HOUR));
    await sell(rival, 'E');
    await buy(rival, 'F');
    await at(new Date(STARTS[0]!.getTime() + 4 * DAY));
    const out = (d: Driver): ResultRow => ({ ...finishedAt(id[d], 1), status: 'retired', position: null });
    const results: ResultRow[] = [
      { ...finishedAt(id.A, 1), stageWins: 2, powerStagePosition: 1 },
      finishedAt(id.B, 2),
      { ...finishedAt(id.D, 3), powerStagePosition: 2 },
      finishedAt(id.E, 4),
      finishedAt(id.F, 5),
      out('C'),
    ];
    await publishResults(t, admin, eventIds[0]!, results);
  });
  afterAll(async () => {
    await t.clock.reset();
    await t.close();
  });

  describe('explain my points (issue 31 part 5)', () => {
    it('explains a past event per driver and per rule, the captain and the prediction, with the figures the engine kept', async () => {
      const res = await me.get(`/api/me/events/${eventIds[0]}/explain`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<EventExplanation>();
      expect(body).toMatchObject({ eventId: eventIds[0], name: 'Mirror Rally 1', teamPoints: 83, predictionPoints: 10, points: 93 });
      const none = { supportCategory: 0, penalty: 0 };
      expect(body.drivers.map((d) => ({ name: d.name, points: d.points, captain: d.captain, captainBonus: d.captainBonus, breakdown: d.breakdown }))).toEqual([
        { name: 'Rival A', points: 34, captain: true, captainBonus: 34, breakdown: { position: 25, finish: 2, stageWins: 2, powerStage: 5, ...none } },
        { name: 'Rival B', points: 20, captain: false, captainBonus: 0, breakdown: { position: 18, finish: 2, stageWins: 0, powerStage: 0, ...none } },
        { name: 'Rival C', points: -5, captain: false, captainBonus: 0, breakdown: { position: 0, finish: 0, stageWins: 0, powerStage: 0, supportCategory: 0, penalty: -5 } },
      ]);
      expect(body.prediction).toEqual({
        points: 10,
        hit: 'twoExact',
        picks: [
          { position: 1, driverId: id.A, name: 'Rival A', finishPosition: 1 },
          { position: 2, driverId: id.B, name: 'Rival B', finishPosition: 2 },
          { position: 3, driverId: id.F, name: 'Rival F', finishPosition: 5 },
        ],
      });
      expect(body.scoredEvents).toEqual([{ eventId: eventIds[0], name: 'Mirror Rally 1', startDate: STARTS[0]!.toISOString(), points: 93 }]);
    });

    it('explains the rival’s own event with their captain, and no prediction when none was made', async () => {
      const body = (await rival.get(`/api/me/events/${eventIds[0]}/explain`)).json<EventExplanation>();
      // A 34 + D 21 × 2 + E 14 = 90, no prediction.
      expect(body).toMatchObject({ teamPoints: 90, predictionPoints: null, points: 90, prediction: null });
      expect(body.drivers.map((d) => [d.name, d.points, d.captainBonus])).toEqual([
        ['Rival A', 34, 0],
        ['Rival D', 21, 21],
        ['Rival E', 14, 0],
      ]);
    });

    it('refuses an event not scored for the caller, an unknown one and a malformed id, and anonymous callers', async () => {
      const notScored = await me.get(`/api/me/events/${eventIds[1]}/explain`);
      expect([notScored.statusCode, notScored.json<{ message: string }>().message]).toEqual([404, PLAYER_MESSAGES.notScored]);
      expect((await me.get('/api/me/events/999999/explain')).statusCode).toBe(404);
      expect((await me.get('/api/me/events/abc/explain')).statusCode).toBe(400);
      const anon = await anonymous().get(`/api/me/events/${eventIds[0]}/explain`);
      expect([anon.statusCode, anon.json<{ message: string }>().message]).toEqual([401, MESSAGES.unauthenticated]);
    });
  });

  describe('rivals side by side (issue 31 part 4)', () => {
    it("shows a fellow member's lineup at the lock of a scored event beside mine, shared drivers and the difference", async () => {
      const res = await me.get(rivalUrl(leagueId, rivalId));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<RivalResponse>();
      expect(body.league).toEqual({ id: leagueId, name: 'Mirror League' });
      expect(body.member).toMatchObject({ userId: rivalId, isMe: false });
      // Only event 1 has locked; event 2 is not listed.
      expect(body.events).toEqual([{ eventId: eventIds[0], name: 'Mirror Rally 1', startDate: STARTS[0]!.toISOString(), scored: true, myPoints: 83, theirPoints: 90 }]);
      expect(body.event?.eventId).toBe(eventIds[0]);
      // The rival's lineup at the lock: A, D (captain), E — not F, bought after the lock.
      expect(body.them).toEqual({
        teamName: 'Team rivalsthem',
        teamPoints: 90,
        drivers: [
          { driverId: id.A, name: 'Rival A', points: 34, captain: false, captainBonus: 0 },
          { driverId: id.D, name: 'Rival D', points: 21, captain: true, captainBonus: 21 },
          { driverId: id.E, name: 'Rival E', points: 14, captain: false, captainBonus: 0 },
        ],
      });
      expect(body.me?.teamPoints).toBe(83);
      // A shared: 68 − 34 = +34; D theirs only: −42; B mine only: +20; E theirs only: −14; C mine only: −5.
      expect(body.comparison).toEqual([
        { driverId: id.D, name: 'Rival D', held: 'theirs', mine: null, theirs: 42, difference: -42 },
        { driverId: id.A, name: 'Rival A', held: 'both', mine: 68, theirs: 34, difference: 34 },
        { driverId: id.B, name: 'Rival B', held: 'mine', mine: 20, theirs: null, difference: 20 },
        { driverId: id.E, name: 'Rival E', held: 'theirs', mine: null, theirs: 14, difference: -14 },
        { driverId: id.C, name: 'Rival C', held: 'mine', mine: -5, theirs: null, difference: -5 },
      ]);
    });

    it('refuses the lineup of an event not yet locked with its message, and shows it once locked, without points until scored', async () => {
      const early = await me.get(rivalUrl(leagueId, rivalId, `?eventId=${eventIds[1]}`));
      expect([early.statusCode, early.json<{ message: string }>().message]).toEqual([403, LEAGUE_MESSAGES.rivalNotLocked]);
      // One second before the lock: still refused. At the start instant the lock has passed (§2.4).
      await at(new Date(STARTS[1]!.getTime() - 1000));
      expect((await me.get(rivalUrl(leagueId, rivalId, `?eventId=${eventIds[1]}`))).statusCode).toBe(403);
      await at(STARTS[1]!);
      try {
        const body = (await me.get(rivalUrl(leagueId, rivalId, `?eventId=${eventIds[1]}`))).json<RivalResponse>();
        expect(body.events.map((e) => e.eventId)).toEqual([eventIds[1], eventIds[0]]);
        expect(body.event).toMatchObject({ eventId: eventIds[1], scored: false, myPoints: null, theirPoints: null });
        expect(body.them?.drivers.map((d) => [d.name, d.points, d.captain])).toEqual([
          ['Rival A', null, false],
          ['Rival D', null, true],
          ['Rival F', null, false],
        ]);
        expect(body.them?.teamPoints).toBeNull();
        expect(body.comparison.map((c) => [c.name, c.held, c.difference])).toEqual([
          ['Rival B', 'mine', null],
          ['Rival C', 'mine', null],
          ['Rival D', 'theirs', null],
          ['Rival F', 'theirs', null],
          ['Rival A', 'both', null],
        ]);
      } finally {
        await at(new Date(STARTS[0]!.getTime() + 4 * DAY));
      }
    });

    it('is for fellow members only: outsiders 404, a non-member shown 404, unknown event 404, anonymous 401', async () => {
      const privateOutsider = await outsider.get(rivalUrl(leagueId, rivalId));
      expect([privateOutsider.statusCode, privateOutsider.json<{ message: string }>().message]).toEqual([404, LEAGUE_MESSAGES.notFound]);
      const publicOutsider = await outsider.get(rivalUrl(publicLeagueId, await userIdOf(me)));
      expect([publicOutsider.statusCode, publicOutsider.json<{ message: string }>().message]).toEqual([404, LEAGUE_MESSAGES.teamsForMembers]);
      const notMember = await me.get(rivalUrl(leagueId, outsiderId));
      expect([notMember.statusCode, notMember.json<{ message: string }>().message]).toEqual([404, LEAGUE_MESSAGES.memberNotFound]);
      const unknownEvent = await me.get(rivalUrl(leagueId, rivalId, '?eventId=999999'));
      expect([unknownEvent.statusCode, unknownEvent.json<{ message: string }>().message]).toEqual([404, COMMON_MESSAGES.eventNotFound]);
      expect((await me.get(rivalUrl(leagueId, rivalId, '?eventId=abc'))).statusCode).toBe(400);
      expect((await me.get(rivalUrl(leagueId, rivalId, '?other=1'))).statusCode).toBe(400);
      const anon = await anonymous().get(rivalUrl(leagueId, rivalId));
      expect([anon.statusCode, anon.json<{ message: string }>().message]).toEqual([401, MESSAGES.unauthenticated]);
    });
  });
});
