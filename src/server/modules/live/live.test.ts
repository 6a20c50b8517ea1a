import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLiveResponse, LeagueLiveResponse, LiveEventResponse, LiveStatusResponse, MyLiveTeamResponse } from '@shared/api/live';
import type { AdminEventResultsResponse } from '@shared/api/admin-results';
import { livePublications, stageResults, stages } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { drainScoringJobs } from '../scoring/index';

/**
 * The hand-computed live weekend (issue 29, docs/game-rules.md §15): five entered drivers A–E, four stages,
 * the last the Power Stage. A wins SS1, retires on SS2 and restarts; C's 10 s penalty on SS2 drops him from
 * the lead to third; D's SS3 time is corrected. Every figure below was worked out by hand from the rules.
 */

let t: TestApp;
let admin: TestClient;
const players: TestClient[] = [];
let eventId = 0;
let otherEventId = 0;
const stageIds: number[] = [];
let leagueId = 0;
/** Holds A and F, who is not entered: outside `players`, so the hand-computed totals stay three players'. */
let outsider: TestClient;
let outsiderLeagueId = 0;
const [A, B, C, D, E] = [1, 2, 3, 4, 5];
const F = 6;

const START = '2027-02-01T08:00:00Z';
const METRICS_TOKEN = 'live-metrics-token-0123456789';

/** The league live table's kept-answer look-ups with `result`, from Prometheus' text format. */
function cacheLookups(text: string, result: 'hit' | 'miss'): number {
  const line = text.split('\n').find((l) => l.startsWith('rally_read_cache_lookups_total{') && l.includes('cache="league-live"') && l.includes(`result="${result}"`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

beforeAll(async () => {
  t = await createTestApp({ seeded: true, env: { ADMIN_EMAILS: 'live-admin@example.com', METRICS_TOKEN } });
  admin = new TestClient(t.app);
  await admin.signUp({ ...uniqueUser('liveadmin'), email: 'live-admin@example.com' });
  const created = await admin.post('/api/admin/events', {
    season: 2027,
    round: 1,
    name: 'Live Rally',
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
  for (const n of [1, 2, 3, 4]) {
    const res = await admin.post(`/api/admin/events/${eventId}/stages`, {
      number: n,
      name: `Live ${n}`,
      length: 10,
      startTime: `2027-02-0${n === 4 ? 3 : 1}T${String(8 + n).padStart(2, '0')}:00:00Z`,
      isPowerStage: n === 4,
    });
    expect(res.statusCode).toBe(201);
  }
  const rows = await t.database.db.select({ id: stages.id }).from(stages).where(eq(stages.eventId, eventId)).orderBy(asc(stages.number));
  stageIds.push(...rows.map((r) => r.id));
  const entries = await admin.request({
    method: 'PUT',
    url: `/api/admin/events/${eventId}/entries`,
    payload: { entries: [A, B, C, D, E].map((driverId) => ({ driverId, carNumber: driverId })) },
  });
  expect(entries.statusCode).toBe(200);
  otherEventId = (await t.database.db.select({ eventId: stages.eventId }).from(stages).where(eq(stages.id, 1)))[0]!.eventId;

  // Before the lock: three players, their lineups and predictions, one league of the first two.
  const lineups = [[A, B], [C, D], [E]];
  const picks = [[A, B, C], [B, D, C], null];
  for (const [i, lineup] of lineups.entries()) {
    const p = new TestClient(t.app);
    await p.signUp(uniqueUser(`live${i}`));
    expect((await p.post('/api/fantasy/team', { name: `Live Team ${i}` })).statusCode).toBe(201);
    for (const driverId of lineup) expect((await p.post('/api/fantasy/team/drivers', { driverId })).statusCode).toBe(201);
    const pick = picks[i];
    if (pick) {
      const res = await p.request({ method: 'PUT', url: `/api/predictions/${eventId}`, payload: { first: pick[0], second: pick[1], third: pick[2] } });
      expect(res.statusCode).toBe(201);
    }
    players.push(p);
  }
  const league = await players[0]!.post('/api/leagues', { name: 'Live League', isPrivate: true });
  leagueId = league.json<{ league: { id: number; inviteCode: string } }>().league.id;
  const code = league.json<{ league: { inviteCode: string } }>().league.inviteCode;
  expect((await players[1]!.post('/api/leagues/join', { code })).statusCode).toBe(200);

  outsider = new TestClient(t.app);
  await outsider.signUp(uniqueUser('liveoutsider'));
  expect((await outsider.post('/api/fantasy/team', { name: 'Live Outsiders' })).statusCode).toBe(201);
  for (const driverId of [A, F]) expect((await outsider.post('/api/fantasy/team/drivers', { driverId })).statusCode).toBe(201);
  // The outsider's captain is A (game-rules §5.4), and it has a league of its own for the live table.
  expect((await outsider.request({ method: 'PUT', url: '/api/fantasy/team/captain', payload: { driverId: A } })).statusCode).toBe(200);
  outsiderLeagueId = (await outsider.post('/api/leagues', { name: 'Outsiders League', isPrivate: true })).json<{ league: { id: number } }>().league.id;

  await t.clock.set(new Date('2027-02-01T09:30:00Z'));
});
afterAll(async () => t.close());

type Row = { driverId: number; status: 'finished' | 'retired' | 'did_not_start'; time?: string; penalty?: string; restarted?: boolean };
const fin = (driverId: number, time: string, penalty?: string): Row => ({ driverId, status: 'finished', time, ...(penalty ? { penalty } : {}) });
const dns = (driverId: number): Row => ({ driverId, status: 'did_not_start' });

async function revision(stage: number): Promise<number> {
  const live = (await admin.get(`/api/admin/events/${eventId}/live`)).json<AdminLiveResponse>();
  return live.stages.find((s) => s.number === stage)!.revision;
}

async function save(stage: number, results: Row[]) {
  return admin.request({
    method: 'PUT',
    url: `/api/admin/events/${eventId}/live/stages/${stageIds[stage - 1]}`,
    payload: { revision: await revision(stage), results },
  });
}

async function saveOk(stage: number, results: Row[]) {
  const res = await save(stage, results);
  expect(res.statusCode, res.body).toBe(200);
}

async function overall() {
  const live = (await new TestClient(t.app).get(`/api/events/${eventId}/live`)).json<LiveEventResponse>();
  return live;
}

/** Overall as [driver, state, position, total text, provisional points]. */
async function table() {
  return (await overall()).overall.map((r) => [r.driver.id, r.state, r.position, r.total, r.provisionalPoints]);
}

async function totals() {
  const mine = await Promise.all(players.map(async (p) => (await p.get(`/api/events/${eventId}/live/me`)).json<MyLiveTeamResponse>()));
  return mine.map((m) => [m.team?.provisionalPoints ?? null, m.prediction?.provisionalPoints ?? null, m.provisionalTotal]);
}

async function leagueTable() {
  const res = (await players[0]!.get(`/api/leagues/${leagueId}/live`)).json<LeagueLiveResponse>();
  return res.rows.map((r) => [r.teamName, r.provisionalEventPoints, r.provisionalPosition, r.movement]);
}

describe('the live weekend, stage by stage (game-rules §15.1 to §15.6)', () => {
  it('SS1: A wins; E did not start (game-rules §15.2, §15.3, §15.4)', async () => {
    await saveOk(1, [fin(A, '5:00.0'), fin(B, '5:02.0'), fin(C, '5:01.0'), fin(D, '5:05.0'), dns(E)]);
    const live = await overall();
    expect(live.event).toMatchObject({ phase: 'live', publishedStageCount: 1, stageCount: 4 });
    expect(live.stages[0]!.winnerDriverId).toBe(A);
    expect(live.stages[0]!.ranking.map((r) => [r.driver.id, r.position, r.time, r.gapMs])).toEqual([
      [A, 1, '5:00.0', 0],
      [C, 2, '5:01.0', 1000],
      [B, 3, '5:02.0', 2000],
      [D, 4, '5:05.0', 5000],
      [E, null, null, null],
    ]);
    // A 25 + 2 + 1 stage win; C 18 + 2; B 15 + 2; D 12 + 2; E did not start −5.
    expect(await table()).toEqual([
      [A, 'running', 1, '5:00.0', 28],
      [C, 'running', 2, '5:01.0', 20],
      [B, 'running', 3, '5:02.0', 17],
      [D, 'running', 4, '5:05.0', 14],
      [E, 'did_not_start', null, null, -5],
    ]);
    // game-rules §15.5: team 1 (A, B) 45 + prediction A-B-C vs A-C-B one exact 5; team 2 (C, D) 34 + 0; team 3 (E) −5.
    expect(await totals()).toEqual([
      [45, 5, 50],
      [34, 0, 34],
      [-5, null, -5],
    ]);
    expect(await leagueTable()).toEqual([
      ['Live Team 0', 50, 1, null],
      ['Live Team 1', 34, 2, null],
    ]);
    const status = (await new TestClient(t.app).get('/api/live')).json<LiveStatusResponse>();
    expect(status.live).toContainEqual(expect.objectContaining({ eventId, stageNumber: 1, stageName: 'Live 1' }));
  });

  it('a held driver who is not entered is named, without a car number or a place, and scores 0 (game-rules §4.8)', async () => {
    const mine = (await outsider.get(`/api/events/${eventId}/live/me`)).json<MyLiveTeamResponse>();
    const named = (await new TestClient(t.app).get(`/api/drivers/${F}`)).json<{ name: string }>().name;
    expect(named).not.toBe('');
    const f = mine.team!.drivers.find((d) => d.driver.id === F)!;
    expect([f.driver.name, f.driver.carNumber, f.state, f.overallPosition, f.provisionalPoints]).toEqual([named, null, 'did_not_start', null, 0]);
  });

  it('the table is kept per league, and a join, a leave or a new username shows at the next read (decision 0209)', async () => {
    const kept = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      return cacheLookups(res.body, 'hit');
    };
    const table = async () => (await players[0]!.get(`/api/leagues/${leagueId}/live`)).json<LeagueLiveResponse>().rows;
    const first = await table();
    const hits = await kept();
    // The second member's read of the same table comes from memory.
    expect((await players[1]!.get(`/api/leagues/${leagueId}/live`)).json<LeagueLiveResponse>().rows).toEqual(first);
    expect(await kept()).toBe(hits + 1);

    // The outsider (captain A: 28 × 2, F not entered 0 = 56, no prediction) joins and leads on provisional points.
    const code = (await players[0]!.get(`/api/leagues/${leagueId}`)).json<{ league: { inviteCode: string } }>().league.inviteCode;
    expect((await outsider.post('/api/leagues/join', { code })).statusCode).toBe(200);
    expect((await table()).map((r) => [r.teamName, r.provisionalEventPoints, r.provisionalPosition])).toEqual([
      ['Live Outsiders', 56, 1],
      ['Live Team 0', 50, 2],
      ['Live Team 1', 34, 3],
    ]);
    const renamed = `${first[1]!.username}x`;
    expect((await players[1]!.request({ method: 'PATCH', url: '/api/me/settings', payload: { username: renamed } })).statusCode).toBe(200);
    expect((await table()).map((r) => r.username)).toEqual([expect.any(String), first[0]!.username, renamed]);
    expect((await players[1]!.request({ method: 'PATCH', url: '/api/me/settings', payload: { username: first[1]!.username } })).statusCode).toBe(200);

    expect((await outsider.post(`/api/leagues/${leagueId}/leave`, {})).statusCode).toBe(200);
    expect(await table()).toEqual(first);
  });

  it('counts the captain at the lock twice in the provisional team score and league table (game-rules §5.4, §15.5)', async () => {
    const mine = (await outsider.get(`/api/events/${eventId}/live/me`)).json<MyLiveTeamResponse>();
    // A 28 after SS1 (his own figure), captain: 28 × 2 = 56; F not entered 0. Team 56, no prediction.
    expect(mine.team!.drivers.map((d) => [d.driver.id, d.provisionalPoints, d.captain, d.captainBonus])).toEqual([
      [A, 28, true, 28],
      [F, 0, false, 0],
    ]);
    expect([mine.team!.provisionalPoints, mine.provisionalTotal]).toEqual([56, 56]);
    const league = (await outsider.get(`/api/leagues/${outsiderLeagueId}/live`)).json<LeagueLiveResponse>();
    expect(league.rows.map((r) => [r.teamName, r.provisionalEventPoints])).toEqual([['Live Outsiders', 56]]);
  });

  it('SS2: A retires and will restart; C leads on time but a 10 s penalty drops him to third', async () => {
    await saveOk(2, [
      { driverId: A, status: 'retired', restarted: true },
      fin(B, '4:00.0'),
      fin(C, '4:00.5', '0:10'),
      fin(D, '3:58.0'),
      dns(E),
    ]);
    // Without the penalty C would lead on 9:01.5. B 25 + 2; D 18 + 2 + 1; C 15 + 2; A 1 win − 5.
    expect(await table()).toEqual([
      [B, 'running', 1, '9:02.0', 27],
      [D, 'running', 2, '9:03.0', 21],
      [C, 'running', 3, '9:11.5', 17],
      [A, 'restarted', null, null, -4],
      [E, 'did_not_start', null, null, -5],
    ]);
    // Podium B, D, C: team 1 −4 + 27 = 23, A-B-C has C in place: 5; team 2 17 + 21 = 38, B-D-C exact: 15.
    expect(await totals()).toEqual([
      [23, 5, 28],
      [38, 15, 53],
      [-5, null, -5],
    ]);
    expect(await leagueTable()).toEqual([
      ['Live Team 1', 53, 1, 1],
      ['Live Team 0', 28, 2, -1],
    ]);
  });

  it('SS3: the restarted A wins the stage; a mistyped time for D, then its correction re-derives the overall', async () => {
    await saveOk(3, [fin(A, '3:00.0'), fin(B, '3:02.0'), fin(C, '3:01.0'), fin(D, '3:10.0'), dns(E)]);
    expect(await table()).toEqual([
      [B, 'running', 1, '12:04.0', 27],
      [C, 'running', 2, '12:12.5', 20],
      [D, 'running', 3, '12:13.0', 18],
      [A, 'restarted', null, null, -3],
      [E, 'did_not_start', null, null, -5],
    ]);
    expect(await totals()).toEqual([
      [24, 0, 24],
      [38, 5, 43],
      [-5, null, -5],
    ]);
    await saveOk(3, [fin(A, '3:00.0'), fin(B, '3:02.0'), fin(C, '3:01.0'), fin(D, '3:03.0'), dns(E)]);
    expect(await table()).toEqual([
      [B, 'running', 1, '12:04.0', 27],
      [D, 'running', 2, '12:06.0', 21],
      [C, 'running', 3, '12:12.5', 17],
      [A, 'restarted', null, null, -3],
      [E, 'did_not_start', null, null, -5],
    ]);
    expect(await totals()).toEqual([
      [24, 5, 29],
      [38, 15, 53],
      [-5, null, -5],
    ]);
    const pubs = await t.database.db.select().from(livePublications).where(eq(livePublications.eventId, eventId)).orderBy(asc(livePublications.id));
    expect(pubs.map((p) => p.correction)).toEqual([false, false, false, true]);
  });

  it('SS4, the Power Stage: points added whatever the state; the result draft is filled (game-rules §15.6)', async () => {
    await saveOk(4, [fin(A, '2:00.0'), fin(B, '2:01.0'), fin(C, '2:02.0'), fin(D, '2:00.5'), dns(E)]);
    // Power Stage A 1st +5, D 2nd +4, B 3rd +3, C 4th +2.
    expect(await table()).toEqual([
      [B, 'running', 1, '14:05.0', 30],
      [D, 'running', 2, '14:06.5', 25],
      [C, 'running', 3, '14:14.5', 19],
      [A, 'restarted', null, null, 3],
      [E, 'did_not_start', null, null, -5],
    ]);
    expect((await overall()).powerStage?.ranking.slice(0, 4).map((r) => r.driver.id)).toEqual([A, D, B, C]);
    expect(await totals()).toEqual([
      [33, 5, 38],
      [44, 15, 59],
      [-5, null, -5],
    ]);
    const results = (await admin.get(`/api/admin/events/${eventId}/results`)).json<AdminEventResultsResponse>();
    expect(results.draft?.map((r) => [r.driverId, r.status, r.position, r.time, r.stageWins, r.powerStagePosition])).toEqual([
      [B, 'finished', 1, '14:05.0', 0, 3],
      [D, 'finished', 2, '14:06.5', 1, 2],
      [C, 'finished', 3, '14:14.5', 0, 4],
      [A, 'retired', null, null, 3, 1],
      [E, 'did_not_start', null, null, 0, null],
    ]);
    expect((await admin.get(`/api/admin/events/${eventId}/live`)).json<AdminLiveResponse>().draftFilled).toBe(true);
  });

  it('the final publish gives exactly the provisional figures, now official (game-rules §15.6)', async () => {
    const res = await admin.post(`/api/admin/events/${eventId}/publish`, {});
    expect(res.statusCode).toBe(202);
    await drainScoringJobs(t.database.db);
    const published = (await admin.get(`/api/admin/events/${eventId}/results`)).json<AdminEventResultsResponse>().published;
    expect(Object.fromEntries(published.map((r) => [r.driverId, r.fantasyPoints]))).toEqual({ [A]: 3, [B]: 30, [C]: 19, [D]: 25, [E]: -5 });
    expect((await overall()).event.phase).toBe('final');
    const status = (await new TestClient(t.app).get('/api/live')).json<LiveStatusResponse>();
    expect(status.live.map((l) => l.eventId)).not.toContain(eventId);
  });
});

describe('refused stage saves write nothing (game-rules §15.1)', () => {
  async function facts() {
    const db = t.database.db;
    return {
      results: await db.select().from(stageResults).orderBy(asc(stageResults.stageId), asc(stageResults.driverId)),
      stages: await db.select({ id: stages.id, r: stages.resultsRevision }).from(stages).where(eq(stages.eventId, eventId)),
      pubs: await db.select({ id: livePublications.id }).from(livePublications),
    };
  }

  it.each([
    ['a negative time', [fin(A, '-5:00.0')], 'Row 1: time must not be negative'],
    ['a stage over two hours', [fin(A, '120:00.1')], 'Row 1: time must be at most 2 hours'],
    ['not a time', [fin(A, '5.00')], 'Row 1: time must be a time as m:ss.t'],
    ['a driver not entered', [fin(A, '5:00.0'), fin(99, '5:00.0')], 'Row 2: driver 99 is not entered in this event'],
    ['a driver twice', [fin(A, '5:00.0'), fin(A, '5:01.0')], 'Row 2: driver 1 is listed twice'],
    ['a finish without a time', [{ driverId: A, status: 'finished' } as Row], 'Row 1: a finished driver needs a stage time'],
  ])('%s is a 400 naming row and field', async (_name, rows, message) => {
    const before = await facts();
    const res = await save(1, rows);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await facts()).toEqual(before);
  });

  it('a stage of another event is a 404', async () => {
    const before = await facts();
    const res = await admin.request({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/live/stages/1`,
      payload: { revision: 0, results: [fin(A, '5:00.0')] },
    });
    expect(otherEventId).not.toBe(eventId);
    expect(res.statusCode).toBe(404);
    expect(await facts()).toEqual(before);
  });

  it('the same stage saved twice at once: one wins, the other is a 409 and writes nothing', async () => {
    const rev = await revision(1);
    const before = await facts();
    const put = (time: string) =>
      admin.request({
        method: 'PUT',
        url: `/api/admin/events/${eventId}/live/stages/${stageIds[0]}`,
        payload: { revision: rev, results: [fin(A, '5:00.0'), fin(B, time), fin(C, '5:01.0'), fin(D, '5:05.0'), dns(E)] },
      });
    const answers = await Promise.all([put('5:02.0'), put('5:03.0')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await facts();
    expect(after.pubs.length).toBe(before.pubs.length + 1);
    expect(after.stages.find((s) => s.id === stageIds[0])?.r).toBe(rev + 1);
  });
});

describe('importing stages from a file (docs/live-stage-import.md)', () => {
  const importFile = (format: 'csv' | 'json', content: string) =>
    admin.post(`/api/admin/events/${eventId}/live/import`, { format, content });

  it('refuses a bad row by row and field and writes nothing, then imports two stages of a CSV at once', async () => {
    const db = t.database.db;
    const before = await db.select().from(stageResults).orderBy(asc(stageResults.stageId), asc(stageResults.driverId));
    const csv = (d2time: string) =>
      ['stage,driver,status,time,penalty,restarted', `1,${A},,4:59.0,,`, `1,${B},finished,${d2time},,`, `2,${A},retired,,,yes`, `2,${B},,4:00.0,0:05,`, `9,${C},,1:00.0,,`].join('\n');
    const bad = await importFile('csv', csv('5:xx'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { issues: { row: number; field: string }[] } }>().details.issues).toEqual([
      expect.objectContaining({ row: 2, field: 'time' }),
      expect.objectContaining({ row: 5, field: 'stage' }),
    ]);
    const json = await importFile('json', '{"stages": [{"stage": 1, "results": [{"driver": "Nobody", "time": "5:00.0"}]}]}');
    expect(json.json<{ message: string }>().message).toBe('Row 1: driver "Nobody" is not a known driver');
    expect(await db.select().from(stageResults).orderBy(asc(stageResults.stageId), asc(stageResults.driverId))).toEqual(before);

    const ok = await importFile('csv', csv('5:01.0').split('\n').slice(0, 5).join('\n'));
    expect(ok.statusCode, ok.body).toBe(200);
    const stage2 = ok.json<AdminLiveResponse>().stages.find((s) => s.number === 2)!;
    expect(stage2.results).toEqual([
      { driverId: A, status: 'retired', time: null, penalty: null, restarted: true },
      { driverId: B, status: 'finished', time: '4:00.0', penalty: '0:05.0', restarted: false },
    ]);
  });
});
