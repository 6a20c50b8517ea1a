import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLiveResponse, LeagueLiveResponse } from '@shared/api/live';
import type { LeagueFixturesResponse } from '@shared/api/leagues';
import { leagueFixtures, stages } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';

/**
 * A head-to-head league's live duels (game-rules §8.9, decision 0216), figures worked out by hand. Five entered
 * drivers A–E; after SS1 (A 5:00.0, C 5:01.0, B 5:02.0, D 5:05.0, E did not start) the drivers' provisional
 * points are A 25 + 2 + 1 stage win = 28, C 18 + 2 = 20, B 15 + 2 = 17, D 12 + 2 = 14, E −5 (as live.test.ts).
 *
 * Five members P0…P4 join in that order before the lock: round 0 gives P0 the bye, P1 v P4 and P2 v P3.
 * - P0 holds B: 17. P1 holds A (captain) and D: 28 × 2 + 14 = 70. P2 holds A: 28. P3 holds D (captain): 14 × 2 = 28.
 * - P4 holds C (captain): 20 × 2 = 40, and predicts A-B-C against the podium A-C-B: one exact pick, 5. Total 45.
 * So P1 70 leads P4 45 (3 and 0 league points if it ended now) and P2 28 is level with P3 28 (1 each).
 */

let t: TestApp;
let admin: TestClient;
const p: TestClient[] = [];
const uid: string[] = [];
let eventId = 0;
let leagueId = 0;
let classicId = 0;
const stageIds: number[] = [];
const [A, B, C, D, E] = [1, 2, 3, 4, 5];
const START = '2027-02-01T08:00:00Z';

const LINEUPS: { drivers: number[]; captain?: number; picks?: [number, number, number] }[] = [
  { drivers: [B] },
  { drivers: [A, D], captain: A },
  { drivers: [A] },
  { drivers: [D], captain: D },
  { drivers: [C], captain: C, picks: [A, B, C] },
];

beforeAll(async () => {
  t = await createTestApp({ seeded: true, env: { ADMIN_EMAILS: 'duel-admin@example.com' } });
  admin = new TestClient(t.app);
  await admin.signUp({ ...uniqueUser('dueladmin'), email: 'duel-admin@example.com' });
  const created = await admin.post('/api/admin/events', {
    season: 2027,
    round: 1,
    name: 'Duel Rally',
    country: 'Finland',
    location: null,
    description: null,
    imageUrl: null,
    startDate: START,
    endDate: '2027-02-03T16:00:00Z',
    surfaceType: 'gravel',
  });
  expect(created.statusCode).toBe(201);
  eventId = created.json<{ id: number }>().id;
  for (const n of [1, 2]) {
    const res = await admin.post(`/api/admin/events/${eventId}/stages`, { number: n, name: `Duel ${n}`, length: 10, startTime: `2027-02-01T${String(8 + n).padStart(2, "0")}:00:00Z`, isPowerStage: n === 2 });
    expect(res.statusCode, res.body).toBe(201);
  }
  const rows = await t.database.db.select({ id: stages.id }).from(stages).where(eq(stages.eventId, eventId)).orderBy(asc(stages.number));
  stageIds.push(...rows.map((r) => r.id));
  const entries = await admin.request({
    method: 'PUT',
    url: `/api/admin/events/${eventId}/entries`,
    payload: { entries: [A, B, C, D, E].map((driverId) => ({ driverId, carNumber: driverId })) },
  });
  expect(entries.statusCode).toBe(200);

  for (const [i, lineup] of LINEUPS.entries()) {
    const c = new TestClient(t.app);
    const res = await c.signUp(uniqueUser(`duel${i}`));
    uid.push(res.json<{ user: { id: string } }>().user.id);
    expect((await c.post('/api/fantasy/team', { name: `Duel Team ${i}` })).statusCode).toBe(201);
    for (const driverId of lineup.drivers) expect((await c.post('/api/fantasy/team/drivers', { driverId })).statusCode).toBe(201);
    if (lineup.captain) expect((await c.request({ method: 'PUT', url: '/api/fantasy/team/captain', payload: { driverId: lineup.captain } })).statusCode).toBe(200);
    if (lineup.picks) {
      const [first, second, third] = lineup.picks;
      expect((await c.request({ method: 'PUT', url: `/api/predictions/${eventId}`, payload: { first, second, third } })).statusCode).toBe(201);
    }
    p.push(c);
  }
  // The league is made the evening before, so the Duel Rally is its first event (round 0) and no seeded one is.
  await t.clock.set(new Date('2027-01-31T18:00:00Z'));
  const league = await p[0]!.post('/api/leagues', { name: 'Duel League', isPrivate: true, format: 'head_to_head' });
  expect(league.statusCode).toBe(201);
  leagueId = league.json<{ league: { id: number } }>().league.id;
  const code = league.json<{ league: { inviteCode: string } }>().league.inviteCode;
  const classic = await p[0]!.post('/api/leagues', { name: 'Classic Duel League', isPrivate: true });
  classicId = classic.json<{ league: { id: number } }>().league.id;
  const classicCode = classic.json<{ league: { inviteCode: string } }>().league.inviteCode;
  for (const c of p.slice(1)) {
    expect((await c.post('/api/leagues/join', { code })).statusCode).toBe(200);
    expect((await c.post('/api/leagues/join', { code: classicCode })).statusCode).toBe(200);
  }
  await t.clock.set(new Date('2027-02-01T09:30:00Z'));
});
afterAll(async () => t.close());

const fin = (driverId: number, time: string) => ({ driverId, status: 'finished' as const, time });

async function saveStage1() {
  const live = (await admin.get(`/api/admin/events/${eventId}/live`)).json<AdminLiveResponse>();
  const revision = live.stages.find((s) => s.number === 1)!.revision;
  const res = await admin.request({
    method: 'PUT',
    url: `/api/admin/events/${eventId}/live/stages/${stageIds[0]}`,
    payload: { revision, results: [fin(A, '5:00.0'), fin(B, '5:02.0'), fin(C, '5:01.0'), fin(D, '5:05.0'), { driverId: E, status: 'did_not_start' }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const who = (id: string | null | undefined) => (id == null ? null : `P${uid.indexOf(id)}`);

/** The duels as [home, score, league points, away or "bye", score, league points, leader]. */
async function duels(as = 0) {
  const res = await p[as]!.get(`/api/leagues/${leagueId}/live`);
  expect(res.statusCode).toBe(200);
  return res.json<LeagueLiveResponse>().duels?.map((d) => [
    who(d.home.userId),
    d.home.provisionalEventPoints,
    d.home.provisionalLeaguePoints,
    d.away ? who(d.away.userId) : 'bye',
    d.away?.provisionalEventPoints ?? null,
    d.away?.provisionalLeaguePoints ?? null,
    who(d.leaderId),
  ]);
}

describe('a head-to-head league during the live event (game-rules §8.9, decision 0216)', () => {
  it('stores the running event\'s draw at the first stage and shows each duel with provisional scores and leader', async () => {
    expect(await t.database.db.select({ n: count() }).from(leagueFixtures).where(and(eq(leagueFixtures.leagueId, leagueId), eq(leagueFixtures.eventId, eventId)))).toEqual([{ n: 0 }]);
    await saveStage1();
    // Five rows: the bye is one (P0), the two duels two each.
    expect(await t.database.db.select({ n: count() }).from(leagueFixtures).where(and(eq(leagueFixtures.leagueId, leagueId), eq(leagueFixtures.eventId, eventId)))).toEqual([{ n: 5 }]);
    expect(await duels()).toEqual([
      ['P0', 17, null, 'bye', null, null, null],
      ['P1', 70, 3, 'P4', 45, 0, 'P1'],
      ['P2', 28, 1, 'P3', 28, 1, null],
    ]);
    // Every member reads the same duels (one kept answer per league); the classic table stands beside them.
    expect(await duels(3)).toEqual(await duels(0));
    const res = (await p[0]!.get(`/api/leagues/${leagueId}/live`)).json<LeagueLiveResponse>();
    expect(res.rows.map((r) => [who(r.userId), r.provisionalEventPoints, r.provisionalPosition])).toEqual([
      ['P1', 70, 1],
      ['P4', 45, 2],
      ['P2', 28, 3],
      ['P3', 28, 4],
      ['P0', 17, 5],
    ]);
    // The round shows as under way in the fixtures read, no score yet (the results are not published).
    const fixtures = (await p[0]!.get(`/api/leagues/${leagueId}/fixtures`)).json<LeagueFixturesResponse>();
    expect(fixtures.rounds.map((r) => [r.eventId, r.status, r.fixtures.length])).toEqual([[eventId, 'locked', 3]]);
  });

  it('a classic league has no duels', async () => {
    const res = (await p[0]!.get(`/api/leagues/${classicId}/live`)).json<LeagueLiveResponse>();
    expect(res.duels).toBeNull();
    expect(res.rows).toHaveLength(5);
  });

  it('a member who leaves after the lock keeps his duel, with his own provisional score', async () => {
    expect((await p[4]!.post(`/api/leagues/${leagueId}/leave`, {})).statusCode).toBe(200);
    expect(await duels(1)).toEqual([
      ['P0', 17, null, 'bye', null, null, null],
      ['P1', 70, 3, 'P4', 45, 0, 'P1'],
      ['P2', 28, 1, 'P3', 28, 1, null],
    ]);
    const res = (await p[1]!.get(`/api/leagues/${leagueId}/live`)).json<LeagueLiveResponse>();
    expect(res.duels![1]!.away!.username).toMatch(/^duel4/);
    expect(res.rows).toHaveLength(4);
  });

  it('an outsider of the private league is refused as the league read refuses him', async () => {
    const outsider = new TestClient(t.app);
    await outsider.signUp(uniqueUser('dueloutsider'));
    expect((await outsider.get(`/api/leagues/${leagueId}/live`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/leagues/${leagueId}/live`)).statusCode).toBe(401);
  });
});
