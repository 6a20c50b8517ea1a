import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultRow } from '@shared/api/admin-results';
import type { LeagueDetail, LeagueFixturesResponse } from '@shared/api/leagues';
import type { DashboardResponse } from '@shared/api/players';
import { LEAGUE_MESSAGES } from '@shared/messages';
import { events, leagueFixtures, leagues } from '../../db/schema/index';
import { finishedAt } from '../../test/result-rows';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { insertSmallSeason, publishResults } from '../../test/small-season';

/**
 * game-rules §8.9 and §8.10 (head-to-head leagues), through the API: a league of five with a bye, a draw, a late
 * joiner and a correction that flips a fixture. Every expected figure was worked out by hand from the rules (the
 * working is in the comments), not by the code under test.
 *
 * Drivers A–F, one per manager (no captain, no prediction, so the event score is the driver's points):
 *   M1 A, M2 B, M3 C, M4 C, M5 D, M6 E. Points: 1st 27, 2nd 20, 3rd 17, 4th 14, 5th 12, retired −5.
 *   E1: A 27, B 20, C 17, D 14, E 12.      M1 27, M2 20, M3 17, M4 17, M5 14 (M6 12, not a member yet)
 *   E2: D 27, E 20, A 17, B 14, C 12.      M1 17, M2 14, M3 12, M4 12, M5 27, M6 20
 *   E3: B 27, A 20, E 17, C 14, D 12.      M1 20, M2 27, M3 14, M4 14, M5 12, M6 17
 *   E3 corrected: D 4th 14, C 5th 12.      M3 12, M4 12, M5 14 (the rest unchanged)
 *
 * The draw (circle method, members in join order M1…M5; slot 0 stays, the others turn):
 *   E1, round 0, five members:      M1 bye, M2 v M5, M3 v M4
 *   M6 joins after E1's lock: a new draw of six from E2, at the league's round 1 (order M1 M6 M2 M3 M4 M5):
 *   E2, round 1:                     M1 v M5, M6 v M4, M2 v M3
 *   E3, round 2 (order M1 M5 M6 M2 M3 M4): M1 v M4, M5 v M3, M6 v M2
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const STARTS = [new Date('2033-03-01T07:00:00.000Z'), new Date('2033-03-15T07:00:00.000Z'), new Date('2033-03-29T07:00:00.000Z')];
const ADMIN = 'h2h-admin@example.com';
type Driver = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
const DRIVERS: Driver[] = ['A', 'B', 'C', 'D', 'E', 'F'];
type M = 'M1' | 'M2' | 'M3' | 'M4' | 'M5' | 'M6';
const LINEUPS: Record<M, Driver> = { M1: 'A', M2: 'B', M3: 'C', M4: 'C', M5: 'D', M6: 'E' };

describe.each(testDatabaseKinds())('head-to-head leagues (%s)', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  const id = {} as Record<Driver, number>;
  const eventIds: number[] = [];
  const client = {} as Record<M, TestClient>;
  const userId = {} as Record<M, string>;
  let leagueId = 0;
  let inviteCode = '';

  const e1 = () => [finishedAt(id.A, 1), finishedAt(id.B, 2), finishedAt(id.C, 3), finishedAt(id.D, 4), finishedAt(id.E, 5), out('F')];
  const e2 = () => [finishedAt(id.D, 1), finishedAt(id.E, 2), finishedAt(id.A, 3), finishedAt(id.B, 4), finishedAt(id.C, 5), out('F')];
  const e3 = () => [finishedAt(id.B, 1), finishedAt(id.A, 2), finishedAt(id.E, 3), finishedAt(id.C, 4), finishedAt(id.D, 5), out('F')];
  const e3Corrected = () => [finishedAt(id.B, 1), finishedAt(id.A, 2), finishedAt(id.E, 3), finishedAt(id.D, 4), finishedAt(id.C, 5), out('F')];
  const out = (d: Driver): ResultRow => ({ ...finishedAt(id[d], 1), status: 'retired', position: null });

  const at = (when: Date) => t.clock.set(when, { frozen: true });
  const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>, status = 200): Promise<R> => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    return r;
  };

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: ADMIN } });
    admin = new TestClient(t.app);
    await ok(admin.signUp({ ...uniqueUser('h2hadmin'), email: ADMIN }));
    const season = await insertSmallSeason(t, {
      season: 2033,
      constructor: 'Fixture Works',
      prefix: 'Fixture',
      letters: DRIVERS,
      starts: STARTS,
      eventName: (round) => `Fixture Rally ${round}`,
      country: 'Sweden',
      surfaceType: 'snow',
    });
    Object.assign(id, season.driverIds);
    eventIds.push(...season.eventIds);
  });
  afterAll(async () => {
    await t.clock.reset();
    await t.close();
  });

  const publish = (eventIndex: number, results: ResultRow[]) => publishResults(t, admin, eventIds[eventIndex]!, results);

  const nameOf = (uid: string | undefined) => (Object.keys(userId) as M[]).find((m) => userId[m] === uid) ?? uid;

  /** The table as [member, position, league points, fantasy points]. */
  async function table() {
    const league = (await client.M1.get(`/api/leagues/${leagueId}`)).json<{ league: LeagueDetail }>().league;
    return league.members.map((m) => [nameOf(m.userId), m.position, m.matchPoints, m.points]);
  }

  async function fixtures(as: M = 'M1') {
    return (await ok(client[as].get(`/api/leagues/${leagueId}/fixtures`))).json<LeagueFixturesResponse>();
  }

  /** Each round as [event index, status, [home, home score, away or "bye", away score]…]. */
  async function rounds() {
    return (await fixtures()).rounds.map((r) => [
      eventIds.indexOf(r.eventId) + 1,
      r.status,
      r.fixtures.map((f) => [nameOf(f.home.userId), f.home.points, f.away ? nameOf(f.away.userId) : 'bye', f.away?.points ?? null]),
    ]);
  }

  it('draws, scores and ranks a league of five with a bye, a draw, a late joiner and a correction (game-rules §8.9, §8.10)', async () => {
    // Three days before E1: six managers with a team; M1 creates the league, M2…M5 join a minute apart.
    await at(new Date(STARTS[0]!.getTime() - 3 * DAY));
    for (const m of Object.keys(LINEUPS) as M[]) {
      client[m] = new TestClient(t.app);
      const res = await ok(client[m].signUp(uniqueUser(`h2h${m}`)));
      userId[m] = res.json<{ user: { id: string } }>().user.id;
      await ok(client[m].post('/api/fantasy/team', { name: `Team ${m}` }), 201);
      await ok(client[m].post('/api/fantasy/team/drivers', { driverId: id[LINEUPS[m]] }), 201);
    }
    const created = await ok(client.M1.post('/api/leagues', { name: 'Fixture League', format: 'head_to_head' }), 201);
    const league = created.json<{ league: LeagueDetail }>().league;
    expect(league.format).toBe('head_to_head');
    leagueId = league.id;
    inviteCode = league.inviteCode!;
    for (const [i, m] of (['M2', 'M3', 'M4', 'M5'] as M[]).entries()) {
      await at(new Date(STARTS[0]!.getTime() - 3 * DAY + (i + 1) * MINUTE));
      await ok(client[m].post('/api/leagues/join', { code: inviteCode }));
    }

    // Before E1's lock: the pairing shown is E1's, nothing stored; M1 has the bye, M2 meets M5.
    expect(await rounds()).toEqual([[1, 'upcoming', [['M1', null, 'bye', null], ['M2', null, 'M5', null], ['M3', null, 'M4', null]]]]);
    expect((await fixtures('M1')).next).toMatchObject({ eventId: eventIds[0], opponent: null });
    expect((await fixtures('M2')).next).toMatchObject({ eventId: eventIds[0], opponent: { userId: userId.M5, points: null } });
    expect(await t.database.db.select({ n: count() }).from(leagueFixtures)).toEqual([{ n: 0 }]);

    // An hour into E1, M6 joins: E1 is drawn first with the five members of its lock (five rows: M1's bye is one).
    await at(new Date(STARTS[0]!.getTime() + HOUR));
    await ok(client.M6.post('/api/leagues/join', { code: inviteCode }));
    expect(await t.database.db.select({ n: count() }).from(leagueFixtures)).toEqual([{ n: 5 }]);
    await at(new Date(STARTS[0]!.getTime() + 4 * DAY));
    await publish(0, e1());

    // E1: M1 bye (0), M2 20 beats M5 14 (3), M3 17 draws M4 17 (1 each). Fantasy points of the league's events:
    // M1 27, M2 20, M3 17, M4 17, M5 14, M6 12 (his E1 counts though he had no fixture in it).
    // Order: M2 3; M3 1 and M4 1 (same scores, M3 joined first); M1 0/27, M5 0/14, M6 0/12.
    expect(await table()).toEqual([
      ['M2', 1, 3, 20],
      ['M3', 2, 1, 17],
      ['M4', 3, 1, 17],
      ['M1', 4, 0, 27],
      ['M5', 5, 0, 14],
      ['M6', 6, 0, 12],
    ]);

    // Before E2's lock, the next pairing is of six: M4 meets M6 (had M6 not joined, M4 would have had the bye).
    await at(new Date(STARTS[1]!.getTime() - DAY));
    expect((await fixtures('M4')).next).toMatchObject({ eventId: eventIds[1], opponent: { userId: userId.M6 } });
    expect((await fixtures('M6')).next).toMatchObject({ eventId: eventIds[1], opponent: { userId: userId.M4 } });
    await at(new Date(STARTS[1]!.getTime() + 4 * DAY));
    await publish(1, e2());
    await at(new Date(STARTS[2]!.getTime() + 4 * DAY));
    await publish(2, e3());

    // E2: M5 27 beats M1 17, M6 20 beats M4 12, M2 14 beats M3 12. E3: M1 20 beats M4 14, M3 14 beats M5 12,
    // M2 27 beats M6 17. Each fixture is listed from the side that joined first (the lower slot).
    expect(await rounds()).toEqual([
      [1, 'scored', [['M1', 27, 'bye', null], ['M2', 20, 'M5', 14], ['M3', 17, 'M4', 17]]],
      [2, 'scored', [['M1', 17, 'M5', 27], ['M2', 14, 'M3', 12], ['M4', 12, 'M6', 20]]],
      [3, 'scored', [['M1', 20, 'M4', 14], ['M2', 27, 'M6', 17], ['M3', 14, 'M5', 12]]],
    ]);
    // League points: M2 3+3+3 = 9; M3 1+0+3 = 4; M1 0+0+3 = 3; M5 0+3+0 = 3; M6 3+0 = 3; M4 1+0+0 = 1.
    // Fantasy points: M1 27+17+20 = 64; M2 20+14+27 = 61; M3 and M4 17+12+14 = 43; M5 14+27+12 = 53;
    // M6 12+20+17 = 49. Three on 3 league points order by fantasy points: M1 64, M5 53, M6 49.
    const expected = [
      ['M2', 1, 9, 61],
      ['M3', 2, 4, 43],
      ['M1', 3, 3, 64],
      ['M5', 4, 3, 53],
      ['M6', 5, 3, 49],
      ['M4', 6, 1, 43],
    ];
    expect(await table()).toEqual(expected);
    // The dashboard's league positions give a head-to-head league's league points beside its fantasy points.
    const dashboardLeague = async (m: M) =>
      (await ok(client[m].get('/api/me/dashboard'))).json<DashboardResponse>().leagues.find((l) => l.leagueId === leagueId);
    expect(await dashboardLeague('M2')).toMatchObject({ format: 'head_to_head', position: 1, matchPoints: 9, points: 61 });
    expect(await dashboardLeague('M4')).toMatchObject({ format: 'head_to_head', position: 6, matchPoints: 1, points: 43 });
    // Records: M2 3 won; M3 1 won, 1 drawn, 1 lost; M4 1 drawn, 2 lost; M1 1 won, 1 lost (and the bye);
    // M5 lost E1, won E2, lost E3; M6 won E2, lost E3.
    const records = Object.fromEntries((await fixtures()).records.map((r) => [nameOf(r.userId), [r.won, r.drawn, r.lost]]));
    expect(records).toEqual({ M1: [1, 0, 1], M2: [3, 0, 0], M3: [1, 1, 1], M4: [0, 1, 2], M5: [1, 0, 2], M6: [1, 0, 1] });
    expect((await fixtures()).next).toBeNull();

    // Publishing E1 again changes nothing: the draw is stored, the scores are the same (game-rules §2.5).
    await publish(0, e1());
    expect(await table()).toEqual(expected);

    // The E3 correction (D 4th 14, C 5th 12) flips M5 v M3: M5 14 beats M3 12. League points: M5 0+3+3 = 6,
    // M3 1+0+0 = 1. Fantasy points: M3 and M4 17+12+12 = 41, M5 14+27+14 = 55. M3 and M4 tie on everything
    // of §8.2 down to the join: M3 first.
    const corrected = [
      ['M2', 1, 9, 61],
      ['M5', 2, 6, 55],
      ['M1', 3, 3, 64],
      ['M6', 4, 3, 49],
      ['M3', 5, 1, 41],
      ['M4', 6, 1, 41],
    ];
    await publish(2, e3Corrected());
    expect(await table()).toEqual(corrected);
    expect((await rounds())[2]).toEqual([3, 'scored', [['M1', 20, 'M4', 12], ['M2', 27, 'M6', 17], ['M3', 12, 'M5', 14]]]);
    await publish(2, e3Corrected());
    expect(await table()).toEqual(corrected);
  });

  describe('refusals, each with its message and nothing written (game-rules §8.9)', () => {
    async function refused(send: () => Promise<{ statusCode: number; body: string }>, status: number, message: string) {
      const snapshot = async () => ({
        league: (await t.database.db.select().from(leagues).where(eq(leagues.id, leagueId)))[0],
        fixtures: (await t.database.db.select({ n: count() }).from(leagueFixtures))[0]!.n,
      });
      const before = await snapshot();
      const res = await send();
      expect(res.statusCode, res.body).toBe(status);
      expect(JSON.parse(res.body).message).toBe(message);
      expect(await snapshot()).toEqual(before);
    }

    it("refuses changing a league's format after its draw, the other changes of the request too", async () => {
      await refused(
        () => client.M1.request({ method: 'PATCH', url: `/api/leagues/${leagueId}`, payload: { format: 'classic', name: 'Renamed' } }),
        409,
        LEAGUE_MESSAGES.formatLocked,
      );
    });

    it('refuses an unknown format', async () => {
      await refused(
        () => client.M1.request({ method: 'PATCH', url: `/api/leagues/${leagueId}`, payload: { format: 'knockout' } }),
        400,
        `format: ${LEAGUE_MESSAGES.formatInvalid}`,
      );
      const before = (await t.database.db.select({ n: count() }).from(leagues))[0]!.n;
      const res = await client.M2.post('/api/leagues', { name: 'Cup', format: 'knockout' });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(`format: ${LEAGUE_MESSAGES.formatInvalid}`);
      expect((await t.database.db.select({ n: count() }).from(leagues))[0]!.n).toBe(before);
    });

    it('lets the format change before the first lock, and answers a classic league with no rounds', async () => {
      await at(new Date('2033-06-01T07:00:00.000Z'));
      const [late] = await t.database.db
        .insert(events)
        .values({ season: 2033, round: 4, name: 'Fixture Rally 4', country: 'Sweden', startDate: new Date('2033-06-10T07:00:00.000Z'), endDate: new Date('2033-06-13T07:00:00.000Z'), surfaceType: 'snow' })
        .returning({ id: events.id });
      const res = await ok(client.M2.post('/api/leagues', { name: 'Classic Then Not' }), 201);
      const classic = res.json<{ league: LeagueDetail }>().league;
      expect(classic.format).toBe('classic');
      expect((await ok(client.M2.get(`/api/leagues/${classic.id}/fixtures`))).json<LeagueFixturesResponse>()).toEqual({ format: 'classic', rounds: [], records: [], next: null });
      const changed = await ok(client.M2.request({ method: 'PATCH', url: `/api/leagues/${classic.id}`, payload: { format: 'head_to_head' } }));
      expect(changed.json<{ league: LeagueDetail }>().league.format).toBe('head_to_head');
      // Alone in it, M2 has a bye in the next event.
      expect((await ok(client.M2.get(`/api/leagues/${classic.id}/fixtures`))).json<LeagueFixturesResponse>().next).toMatchObject({ eventId: late!.id, opponent: null });
      await at(new Date('2033-06-10T07:00:00.000Z'));
      await refused(
        () => client.M2.request({ method: 'PATCH', url: `/api/leagues/${classic.id}`, payload: { format: 'classic' } }),
        409,
        LEAGUE_MESSAGES.formatLocked,
      );
    });
  });
});
