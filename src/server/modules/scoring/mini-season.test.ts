import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultRow } from '@shared/api/admin-results';
import type { Db } from '../../db/client';
import {
  drivers,
  eventEntries,
  events,
  leagueMembers,
  leagues,
  predictionResults,
  predictions,
  teams,
  users,
} from '../../db/schema/index';
import { awardActionAchievements } from '../../lib/action-achievements.repo';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { drainScoringJobs } from './scoring.service';
import { freshenEveryLeagueTable } from '../../test/league-tables';

/**
 * The hand-computed mini season of issue 10. Every expected figure below was worked out by hand from the
 * rules of docs/game-rules.md (the working is in the comments), not produced by the code under test.
 *
 * World: drivers A–H (A B C in team T1, D E F in T2, G H in T3), opening prices A–E €2.0M, F–H €1.0M.
 * Three events; H is not entered in E1. Five managers with teams (m1–m5, buying and selling through the
 * API) and six prediction-only managers (p1–p6). Time is simulated by moving an event's start_date to the
 * database's now() when "the event starts", so transfers before and after a start are real API calls.
 * Predictions and leagues are other features' tables; the test writes their rows directly.
 */

type Driver = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';
type Row = Omit<ResultRow, 'driverId' | 'time' | 'category' | 'categoryPosition'> & {
  d: Driver;
  category?: string;
  categoryPosition?: number;
};

const fin = (d: Driver, position: number, championshipPoints: number, extra: Partial<Row> = {}): Row => ({
  d,
  status: 'finished',
  position,
  championshipPoints,
  stageWins: 0,
  powerStagePosition: null,
  ...extra,
});
const out = (d: Driver, status: Row['status'], extra: Partial<Row> = {}): Row => ({
  d,
  status,
  position: null,
  championshipPoints: 0,
  stageWins: 0,
  powerStagePosition: null,
  ...extra,
});

// Fantasy points (position + 2 finish + stage wins + power stage + support podium + penalty):
// A 25+2+3+5=35, B 18+2+4=24, C 15+2=17, D -5+4 (stage wins, then retired)+3 (PS 3rd)=2, E 12+2=14,
// F did not start -5, G disqualified -10. H is not entered.
const E1: Row[] = [
  fin('A', 1, 30, { stageWins: 3, powerStagePosition: 1 }),
  fin('B', 2, 22, { powerStagePosition: 2 }),
  fin('C', 3, 15),
  out('D', 'retired', { stageWins: 4, powerStagePosition: 3, championshipPoints: 3 }),
  fin('E', 4, 12),
  out('F', 'did_not_start'),
  out('G', 'disqualified'),
];
// A retired -5; B 25+2+2+5=34; C 18+2=20; D 15+2=17; E 12+2+4 (PS 2nd)=18; F 10+2+5 (WRC2 1st)=17; G -10; H 8+2=10.
const E2: Row[] = [
  out('A', 'retired'),
  fin('B', 1, 30, { stageWins: 2, powerStagePosition: 1 }),
  fin('C', 2, 18),
  fin('D', 3, 15),
  fin('E', 4, 16, { powerStagePosition: 2 }),
  fin('F', 5, 10, { category: 'WRC2', categoryPosition: 1 }),
  out('G', 'disqualified'),
  fin('H', 6, 8),
];
// The correction of E2 used later: D disqualified, E F H move up one place.
const E2_CORRECTED: Row[] = [
  out('A', 'retired'),
  fin('B', 1, 30, { stageWins: 2, powerStagePosition: 1 }),
  fin('C', 2, 18),
  out('D', 'disqualified'),
  fin('E', 3, 19, { powerStagePosition: 2 }),
  fin('F', 4, 12, { category: 'WRC2', categoryPosition: 1 }),
  out('G', 'disqualified'),
  fin('H', 5, 10),
];
// A 27, B 20, C 17, D 12+2=14, E retired -5, F retired -5, G did not start -5, H 10+2=12.
const E3: Row[] = [
  fin('A', 1, 25),
  fin('B', 2, 18),
  fin('C', 3, 15),
  fin('D', 4, 12),
  out('E', 'retired'),
  out('F', 'retired'),
  out('G', 'did_not_start'),
  fin('H', 5, 10),
];

// Podium predictions (P1, P2, P3). E1/E3 podium A B C, E2 podium B C D.
const PREDICTIONS: Record<string, Partial<Record<1 | 2 | 3, [Driver, Driver, Driver]>>> = {
  m1: { 1: ['A', 'B', 'C'], 2: ['B', 'C', 'D'] }, // 15, 15
  m2: { 1: ['A', 'B', 'D'], 3: ['B', 'A', 'C'] }, // 10 (two exact), 5 (C exact)
  m3: { 1: ['C', 'A', 'B'], 2: ['D', 'B', 'C'] }, // 3 (all three, wrong order), 3
  m4: { 1: ['D', 'E', 'F'], 3: ['C', 'A', 'B'] }, // 0, 3
  p1: { 1: ['A', 'B', 'C'], 2: ['A', 'E', 'F'], 3: ['D', 'E', 'F'] }, // 15, 0, 0
  p2: { 1: ['A', 'D', 'E'], 2: ['C', 'B', 'D'], 3: ['A', 'C', 'D'] }, // 5, 5, 5
  p3: { 1: ['A', 'B', 'D'], 2: ['C', 'B', 'D'], 3: ['D', 'E', 'F'] }, // 10, 5, 0
  p4: { 1: ['C', 'A', 'B'], 2: ['D', 'B', 'C'], 3: ['D', 'E', 'F'] }, // 3, 3, 0
  p5: { 1: ['C', 'A', 'B'], 3: ['C', 'A', 'B'] }, // 3, 3
  p6: { 1: ['C', 'A', 'B'], 3: ['C', 'A', 'B'] }, // 3, 3 (same as p5, joined league 1 later)
};

const MANAGERS = ['m1', 'm2', 'm3', 'm4', 'm5', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;
type Manager = (typeof MANAGERS)[number];

interface World {
  t: TestApp;
  db: Db;
  admin: TestClient;
  clients: Record<Manager, TestClient>;
  userIds: Record<Manager, string>;
  driverIds: Record<Driver, number>;
  eventIds: [number, number, number];
}

const tag = () => Math.random().toString(36).slice(2, 8);

async function buildWorld(kind: 'pglite' | 'postgres'): Promise<World> {
  const t = await createTestApp({ kind, env: { ADMIN_EMAILS: 'mini-admin@example.com' } });
  const db = t.database.db;
  const admin = new TestClient(t.app);
  expect(
    (
      await admin.signUp({
        email: 'mini-admin@example.com',
        password: 'correct-horse-battery',
        username: `admin${tag()}`,
      })
    ).statusCode,
  ).toBe(200);
  const clients = {} as Record<Manager, TestClient>;
  const userIds = {} as Record<Manager, string>;
  for (const m of MANAGERS) {
    clients[m] = new TestClient(t.app);
    const username = `${m}x${tag()}`;
    expect(
      (
        await clients[m].signUp({
          email: `${username}@example.com`,
          password: 'correct-horse-battery',
          username,
        })
      ).statusCode,
    ).toBe(200);
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    userIds[m] = u?.id ?? '';
  }
  const [t1, t2, t3] = await db
    .insert(teams)
    .values([{ name: 'T1' }, { name: 'T2' }, { name: 'T3' }])
    .returning();
  const teamOf: Record<Driver, number | undefined> = {
    A: t1?.id,
    B: t1?.id,
    C: t1?.id,
    D: t2?.id,
    E: t2?.id,
    F: t2?.id,
    G: t3?.id,
    H: t3?.id,
  };
  const names: Driver[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
  const rows = await db
    .insert(drivers)
    .values(
      names.map((n) => ({
        name: `Driver ${n}`,
        teamId: teamOf[n] ?? null,
        price: 'ABCDE'.includes(n) ? 2_000_000 : 1_000_000,
      })),
    )
    .returning();
  const driverIds = Object.fromEntries(rows.map((r) => [r.name.slice(-1), r.id])) as Record<Driver, number>;
  const day = 86_400_000;
  const now = t.clock.now().getTime();
  const evs = await db
    .insert(events)
    .values(
      [1, 2, 3].map((round) => ({
        season: 2026,
        round,
        name: `Rally ${round}`,
        country: 'Finland',
        startDate: new Date(now + round * day),
        endDate: new Date(now + 30 * day),
        surfaceType: 'gravel' as const,
      })),
    )
    .returning();
  const eventIds = evs.map((e) => e.id) as [number, number, number];
  await db
    .insert(eventEntries)
    .values(
      eventIds.flatMap((eventId, i) =>
        names.filter((n) => i > 0 || n !== 'H').map((n) => ({ eventId, driverId: driverIds[n] })),
      ),
    );
  return { t, db, admin, clients, userIds, driverIds, eventIds };
}

async function buy(w: World, m: Manager, d: Driver) {
  const res = await w.clients[m].post('/api/fantasy/team/drivers', { driverId: w.driverIds[d] });
  expect(res.statusCode, res.body).toBe(201);
}
async function sell(w: World, m: Manager, d: Driver) {
  const res = await w.clients[m].request({
    method: 'DELETE',
    url: `/api/fantasy/team/drivers/${w.driverIds[d]}`,
  });
  expect(res.statusCode, res.body).toBe(200);
}
/**
 * "The event starts": its start moves to the game clock's now, a second after everything done so far, and the
 * clock moves on a second, so every purchase, sale or prediction before is strictly before the start and every
 * one after strictly after, whatever the resolution of the database's clock.
 */
async function start(w: World, round: 1 | 2 | 3) {
  await w.t.clock.advance(1_000);
  await w.db.execute(
    sql`UPDATE events SET start_date = app_clock_timestamp() WHERE id = ${w.eventIds[round - 1]}`,
  );
  await w.t.clock.advance(1_000);
}
async function predict(w: World, round: 1 | 2 | 3) {
  for (const m of MANAGERS) {
    const pick = PREDICTIONS[m]?.[round];
    if (!pick) continue;
    const [p] = await w.db
      .insert(predictions)
      .values({ userId: w.userIds[m], eventId: w.eventIds[round - 1] })
      .returning();
    await w.db
      .insert(predictionResults)
      .values(pick.map((d, i) => ({ predictionId: p?.id ?? 0, position: i + 1, driverId: w.driverIds[d] })));
  }
  await awardActionAchievements(w.db, Object.values(w.userIds));
}
function toRows(w: World, rows: Row[]): ResultRow[] {
  return rows.map(({ d, category, categoryPosition, ...r }) => ({
    ...r,
    driverId: w.driverIds[d],
    time: null,
    category: category ?? null,
    categoryPosition: categoryPosition ?? null,
  }));
}
async function publish(w: World, round: 1 | 2 | 3, rows: Row[]) {
  const id = w.eventIds[round - 1];
  const saved = await w.admin.request({
    method: 'PUT',
    url: `/api/admin/events/${id}/results`,
    payload: { results: toRows(w, rows) },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await w.admin.post(`/api/admin/events/${id}/publish`, {});
  expect(res.statusCode, res.body).toBe(202);
  await drainScoringJobs(w.db);
  const job = await w.admin.get(`/api/admin/jobs/${res.json<{ jobId: number }>().jobId}`);
  expect(job.json<{ status: string }>().status, job.body).toBe('succeeded');
  return job.json<{
    outcome: { teams: number; predictions: number; leagues: number };
    steps: { status: string }[];
  }>();
}

/** The whole season; `e2` lets the fresh-database run use the corrected E2 from the start. */
async function playSeason(w: World, e2: Row[]) {
  const { clients } = w;
  for (const m of ['m1', 'm2', 'm3', 'm4', 'm5'] as const) {
    expect((await clients[m].post('/api/fantasy/team', { name: `Team ${m}` })).statusCode).toBe(201);
  }
  for (const d of ['A', 'B', 'C', 'D', 'E'] as const) await buy(w, 'm1', d);
  for (const d of ['A', 'B', 'C', 'F', 'G'] as const) await buy(w, 'm2', d);
  for (const d of ['D', 'F', 'G'] as const) await buy(w, 'm3', d);
  for (const d of ['A', 'B', 'C', 'D', 'E'] as const) await buy(w, 'm4', d);
  for (const d of ['B', 'C'] as const) await buy(w, 'm5', d);
  // Leagues: L1 of prediction players (p6 joins after p5), L2 of the team managers and p2.
  const base = w.t.clock.now().getTime() - 86_400_000;
  const [l1, l2] = await w.db
    .insert(leagues)
    .values([
      {
        name: 'League One',
        type: 'public',
        createdBy: w.userIds.p1,
        inviteCode: `L1${tag()}`,
        memberCount: 1,
      },
      {
        name: 'League Two',
        type: 'private',
        createdBy: w.userIds.m1,
        inviteCode: `L2${tag()}`,
        memberCount: 1,
      },
    ])
    .returning();
  const join = (leagueId: number, ms: Manager[]) =>
    w.db
      .insert(leagueMembers)
      .values(
        ms.map((m, i) => ({
          leagueId,
          userId: w.userIds[m],
          isAdmin: i === 0,
          joinedAt: new Date(base + i * 60_000),
        })),
      );
  await join(l1?.id ?? 0, ['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  await join(l2?.id ?? 0, ['m1', 'm2', 'm3', 'm4', 'm5', 'p2']);
  // Leagues and predictions are written directly (join times, picks of drivers not entered): they get the
  // achievements the league and prediction routes award at the action.
  await awardActionAchievements(w.db, Object.values(w.userIds));

  await predict(w, 1);
  await start(w, 1);
  // After E1's start: these count from E2 on.
  await buy(w, 'm5', 'A');
  await sell(w, 'm2', 'G');
  await publish(w, 1, E1);

  await buy(w, 'm2', 'H');
  await sell(w, 'm3', 'D');
  await buy(w, 'm3', 'E');
  await predict(w, 2);
  await start(w, 2);
  await publish(w, 2, e2);

  await sell(w, 'm1', 'E');
  await buy(w, 'm1', 'H');
  await predict(w, 3);
  await start(w, 3);
  return publish(w, 3, E3);
}

/** Everything the engine derives, keyed by names so two databases compare. */
async function snapshot(db: Db) {
  const q = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const uname = sql.raw(`regexp_replace(u.username, 'x[a-z0-9]+$', '')`);
  return {
    stats:
      await q(sql`SELECT ${uname} AS u, s.total_points, s.global_rank, s.rallies_participated, s.best_rally_points, s.leagues_joined
                       FROM user_statistics s JOIN users u ON u.id = s.user_id WHERE u.username NOT LIKE 'admin%' ORDER BY 1`),
    perf: await q(sql`SELECT ${uname} AS u, p.total_predictions, p.correct_predictions, p.accuracy, p.points_earned
                      FROM prediction_performance p JOIN users u ON u.id = p.user_id ORDER BY 1`),
    predictions: await q(sql`SELECT ${uname} AS u, e.round, p.points, p.is_processed FROM predictions p
                             JOIN users u ON u.id = p.user_id JOIN events e ON e.id = p.event_id ORDER BY 1, 2`),
    teams: await q(
      sql`SELECT ${uname} AS u, coalesce(us.team_points, 0) AS points FROM fantasy_teams f JOIN users u ON u.id = f.user_id
          LEFT JOIN user_statistics us ON us.user_id = f.user_id ORDER BY 1`,
    ),
    teamEvents:
      await q(sql`SELECT ${uname} AS u, e.round, s.points FROM team_event_scores s JOIN fantasy_teams f ON f.id = s.team_id
                            JOIN users u ON u.id = f.user_id JOIN events e ON e.id = s.event_id ORDER BY 1, 2`),
    members:
      await freshenEveryLeagueTable(db).then(() => q(sql`SELECT l.name, ${uname} AS u, m.points, m.position, l.member_count FROM league_members m
                         JOIN leagues l ON l.id = m.league_id JOIN users u ON u.id = m.user_id ORDER BY 1, 4`)),
    drivers: await q(sql`SELECT name, price, points, form, next_event_odds FROM drivers ORDER BY name`),
    prices:
      await q(sql`SELECT d.name, e.round, p.price, p.change FROM driver_prices p JOIN drivers d ON d.id = p.driver_id
                        LEFT JOIN events e ON e.id = p.event_id ORDER BY 1, 2 NULLS FIRST`),
    results:
      await q(sql`SELECT e.round, d.name, r.fantasy_points, r.fp_position, r.fp_finish, r.fp_stage_wins, r.fp_power_stage,
                                r.fp_support_category, r.fp_penalty FROM event_results r JOIN drivers d ON d.id = r.driver_id
                         JOIN events e ON e.id = r.event_id ORDER BY 1, 2`),
    standings:
      await q(sql`SELECT d.name, s.position, s.points, s.previous_position FROM championship_standings s
                           JOIN drivers d ON d.id = s.driver_id ORDER BY 2`),
    constructors:
      await q(sql`SELECT t.name, s.position, s.points, s.previous_position FROM constructor_standings s
                              JOIN teams t ON t.id = s.team_id ORDER BY 2`),
    achievements: await q(
      sql`SELECT ${uname} AS u, a.achievement_id FROM user_achievements a JOIN users u ON u.id = a.user_id ORDER BY 1, 2`,
    ),
  };
}

const byUser = <T extends { u: string }>(rows: unknown[]) =>
  Object.fromEntries((rows as T[]).map((r) => [r.u, r]));

describe.each(testDatabaseKinds('concurrency'))('the hand-computed mini season (%s)', (kind) => {
  let w: World;
  let lastOutcome: Awaited<ReturnType<typeof publish>>;

  beforeAll(async () => {
    w = await buildWorld(kind);
    lastOutcome = await playSeason(w, E2);
  }, 120_000);
  afterAll(async () => {
    await w.t.close();
  });

  it('scores drivers by the rules, with the breakdown kept (game-rules §4.9)', async () => {
    const s = await snapshot(w.db);
    const fp = (round: number) =>
      Object.fromEntries(
        (s.results as { round: number; name: string; fantasy_points: number }[])
          .filter((r) => r.round === round)
          .map((r) => [r.name.slice(-1), r.fantasy_points]),
      );
    expect(fp(1)).toEqual({ A: 35, B: 24, C: 17, D: 2, E: 14, F: -5, G: -10 });
    expect(fp(2)).toEqual({ A: -5, B: 34, C: 20, D: 17, E: 18, F: 17, G: -10, H: 10 });
    expect(fp(3)).toEqual({ A: 27, B: 20, C: 17, D: 14, E: -5, F: -5, G: -5, H: 12 });
    // The retired stage winner D in E1: 4 stage wins + 3 power stage − 5 retired, no position or finish points.
    expect(s.results).toContainEqual({
      round: 1,
      name: 'Driver D',
      fantasy_points: 2,
      fp_position: 0,
      fp_finish: 0,
      fp_stage_wins: 4,
      fp_power_stage: 3,
      fp_support_category: 0,
      fp_penalty: -5,
    });
    expect(s.results).toContainEqual({
      round: 2,
      name: 'Driver F',
      fantasy_points: 17,
      fp_position: 10,
      fp_finish: 2,
      fp_stage_wins: 0,
      fp_power_stage: 0,
      fp_support_category: 5,
      fp_penalty: 0,
    });
  });

  it('scores teams from the lineup held at each start (transfers after a start count from the next event; game-rules §2.3, §3.5, §5.1, §5.3 and §7.5)', async () => {
    const s = await snapshot(w.db);
    const te = (s.teamEvents as { u: string; round: number; points: number }[]).map(
      (r) => `${r.u}:${r.round}:${r.points}`,
    );
    // m1 A B C D E: 35+24+17+2+14=92; E2 −5+34+20+17+18=84; E3 (E sold for H) 27+20+17+14+12=90.
    // m2 A B C F G (G sold after E1's start, still counts): 35+24+17−5−10=61; E2 with H: −5+34+20+17+10=76; E3 27+20+17−5+12=71.
    // m3 D F G: 2−5−10=−13 (a negative total); E2 F G E: 17−10+18=25; E3 −5−5−5=−15.
    // m4 keeps A B C D E: 92, 84, 27+20+17+14−5=73. m5 B C (A bought after E1's start): 41; A B C: −5+34+20=49; 27+20+17=64.
    expect(te).toEqual([
      'm1:1:92',
      'm1:2:84',
      'm1:3:90',
      'm2:1:61',
      'm2:2:76',
      'm2:3:71',
      'm3:1:-13',
      'm3:2:25',
      'm3:3:-15',
      'm4:1:92',
      'm4:2:84',
      'm4:3:73',
      'm5:1:41',
      'm5:2:49',
      'm5:3:64',
    ]);
    expect(byUser<{ u: string; points: number }>(s.teams)).toEqual({
      m1: { u: 'm1', points: 266 },
      m2: { u: 'm2', points: 208 },
      m3: { u: 'm3', points: -3 },
      m4: { u: 'm4', points: 249 },
      m5: { u: 'm5', points: 154 },
    });
    // The team page shows the same season points.
    for (const [m, points] of [['m1', 266], ['m3', -3], ['m5', 154]] as const) {
      const team = (await w.clients[m].get('/api/fantasy/team')).json<{ team: { points: number } }>().team;
      expect(team.points).toBe(points);
    }
    // E3: 5 teams; predictions of m2, m4 and p1–p6 (8); leagues One and Two.
    expect(lastOutcome.outcome).toEqual({ teams: 5, predictions: 8, leagues: 2 });
    expect(lastOutcome.steps.every((st) => st.status === 'done')).toBe(true);
  });

  it('scores predictions 15 / 10 / 5 / 3 / 0 and keeps prediction_performance (game-rules §6.2, §6.4)', async () => {
    const s = await snapshot(w.db);
    const points = (
      s.predictions as { u: string; round: number; points: number; is_processed: boolean }[]
    ).map((p) => `${p.u}:${p.round}:${p.points}:${p.is_processed}`);
    expect(points).toEqual([
      'm1:1:15:true',
      'm1:2:15:true',
      'm2:1:10:true',
      'm2:3:5:true',
      'm3:1:3:true',
      'm3:2:3:true',
      'm4:1:0:true',
      'm4:3:3:true',
      'p1:1:15:true',
      'p1:2:0:true',
      'p1:3:0:true',
      'p2:1:5:true',
      'p2:2:5:true',
      'p2:3:5:true',
      'p3:1:10:true',
      'p3:2:5:true',
      'p3:3:0:true',
      'p4:1:3:true',
      'p4:2:3:true',
      'p4:3:0:true',
      'p5:1:3:true',
      'p5:3:3:true',
      'p6:1:3:true',
      'p6:3:3:true',
    ]);
    const perf = byUser<{
      u: string;
      total_predictions: number;
      correct_predictions: number;
      accuracy: number;
      points_earned: number;
    }>(s.perf);
    expect(perf.m4).toMatchObject({
      total_predictions: 2,
      correct_predictions: 1,
      accuracy: 50,
      points_earned: 3,
    });
    expect(perf.p1).toMatchObject({
      total_predictions: 3,
      correct_predictions: 1,
      accuracy: 33,
      points_earned: 15,
    });
    expect(perf.p3).toMatchObject({
      total_predictions: 3,
      correct_predictions: 2,
      accuracy: 67,
      points_earned: 15,
    });
    expect(perf.m1).toMatchObject({
      total_predictions: 2,
      correct_predictions: 2,
      accuracy: 100,
      points_earned: 30,
    });
  });

  it('totals managers and ranks those with a team (game-rules §7.1, §7.2, §7.3, §7.4 and §7.6)', async () => {
    const s = await snapshot(w.db);
    // Per event (team + prediction): m1 107, 99, 90; m2 71, 76, 76; m3 −10, 28, −15; m4 92, 84, 76; m5 41, 49, 64.
    const row = (total: number, rank: number | null, rallies: number, best: number, leagues: number) => ({
      total_points: total,
      global_rank: rank,
      rallies_participated: rallies,
      best_rally_points: best,
      leagues_joined: leagues,
    });
    const stats = byUser<{ u: string }>(s.stats);
    expect(stats.m1).toMatchObject(row(296, 1, 3, 107, 1));
    expect(stats.m4).toMatchObject(row(252, 2, 3, 92, 1));
    expect(stats.m2).toMatchObject(row(223, 3, 3, 76, 1));
    expect(stats.m5).toMatchObject(row(154, 4, 3, 64, 1));
    expect(stats.m3).toMatchObject(row(3, 5, 3, 28, 1));
    expect(stats.p1).toMatchObject(row(15, null, 3, 15, 1));
    expect(stats.p2).toMatchObject(row(15, null, 3, 5, 2));
    expect(stats.p5).toMatchObject(row(6, null, 2, 3, 1));
  });

  it('orders leagues by points, rally wins, best rally, latest rally and join date (game-rules §8.1, §8.2, §8.4 and §8.5)', async () => {
    const s = await snapshot(w.db);
    const table = (name: string) =>
      (s.members as { name: string; u: string; points: number; position: number; member_count: number }[])
        .filter((m) => m.name === name)
        .map((m) => `${m.position}.${m.u}:${m.points}`);
    // League One: p1 (15,0,0), p2 (5,5,5), p3 (10,5,0) all 15 points. Wins: E1 p1; E2 p2+p3 (5); E3 p2 →
    // p2 2 wins first; p1 and p3 1 win each, p1's best rally 15 beats p3's 10. p4 (3,3,0), p5 and p6 (3,–,3)
    // all 6 points, no wins, best 3: the latest rally puts p5 and p6 (3) before p4 (0); p5 joined first.
    expect(table('League One')).toEqual(['1.p2:15', '2.p1:15', '3.p3:15', '4.p5:6', '5.p6:6', '6.p4:6']);
    expect(table('League Two')).toEqual([
      '1.m1:296',
      '2.m4:252',
      '3.m2:223',
      '4.m5:154',
      '5.p2:15',
      '6.m3:3',
    ]);
    expect(new Set((s.members as { member_count: number }[]).map((m) => m.member_count))).toEqual(
      new Set([6]),
    );
  });

  it('moves prices by the public formula, with history, form and odds (game-rules §9.1, §9.2, §9.4, §9.7, §9.8 and §9.10)', async () => {
    const s = await snapshot(w.db);
    // E1 (expected 10): A +0.5M (25×0.02=0.5), B +0.3M (0.28), C +0.1M (0.14), D −0.2M (−0.16), E +0.1M (0.08),
    // F −0.3M, G −0.4M; H not entered keeps €1.0M. E2 (expected = E1): A −0.5M (clamped from −0.8), B +0.2M,
    // C +0.1M (0.06), D +0.3M, E +0.1M, F +0.4M (0.44), G 0, H 0 (10 vs 10). E3 (expected = mean of E1–E2):
    // A +0.2M (27−15), B −0.2M (20−29), C 0 (−0.03), D +0.1M (0.09), E −0.4M (−0.42), F −0.2M (−0.22), G +0.1M, H 0 (0.04).
    const prices = (
      s.prices as { name: string; round: number | null; price: number; change: number }[]
    ).filter((p) => p.name === 'Driver A' || p.name === 'Driver H');
    expect(prices.map((p) => `${p.name.slice(-1)}${p.round ?? 0}:${p.price}:${p.change}`)).toEqual([
      'A0:2000000:0',
      'A1:2500000:500000',
      'A2:2000000:-500000',
      'A3:2200000:200000',
      'H0:1000000:0',
      'H1:1000000:0',
      'H2:1000000:0',
      'H3:1000000:0',
    ]);
    // Season points A 57, B 78, C 54, D 33, E 27, F 7, G −25, H 22; form = last vs the average of the earlier
    // events (±3, game-rules §9.7): A 27 vs 15 up, B 20 vs 29 down, C 17 vs 18.5, D 14 vs 9.5 up, E −5 vs 16
    // down, F −5 vs 6 down, G −5 vs −10 up, H 12 vs 10 (not entered in E1);
    // odds = max(1, round((n+3)/(p+1))) over podiums of events raced (game-rules §9.8).
    expect(s.drivers).toEqual([
      { name: 'Driver A', price: 2_200_000, points: 57, form: 'up', next_event_odds: 2 },
      { name: 'Driver B', price: 2_300_000, points: 78, form: 'down', next_event_odds: 2 },
      { name: 'Driver C', price: 2_200_000, points: 54, form: 'stable', next_event_odds: 2 },
      { name: 'Driver D', price: 2_200_000, points: 33, form: 'up', next_event_odds: 3 },
      { name: 'Driver E', price: 1_800_000, points: 27, form: 'down', next_event_odds: 6 },
      { name: 'Driver F', price: 900_000, points: 7, form: 'down', next_event_odds: 6 },
      { name: 'Driver G', price: 700_000, points: -25, form: 'up', next_event_odds: 6 },
      { name: 'Driver H', price: 1_000_000, points: 22, form: 'stable', next_event_odds: 5 },
    ]);
  });

  it('keeps championship and constructor standings with previous positions (game-rules §10.1, §10.2 and §10.3)', async () => {
    const s = await snapshot(w.db);
    // Official points A 30+0+25=55, B 22+30+18=70, C 15+18+15=48, D 3+15+12=30, E 12+16+0=28, F 0+10+0=10,
    // G 0, H 8+10=18. Before E3: B 52, C 33, A 30, E 28, D 18, F 10, H 8, G 0.
    expect(
      (s.standings as { name: string; position: number; points: number; previous_position: number }[]).map(
        (r) => `${r.position}.${r.name.slice(-1)}:${r.points}<${r.previous_position}`,
      ),
    ).toEqual([
      '1.B:70<1',
      '2.A:55<3',
      '3.C:48<2',
      '4.D:30<5',
      '5.E:28<4',
      '6.H:18<7',
      '7.F:10<6',
      '8.G:0<8',
    ]);
    expect(s.constructors).toEqual([
      { name: 'T1', position: 1, points: 173, previous_position: 1 },
      { name: 'T2', position: 2, points: 68, previous_position: 2 },
      { name: 'T3', position: 3, points: 18, previous_position: 3 },
    ]);
  });

  // game-rules §11.1, §11.2, §11.3, §11.4, §11.5, §11.6, §11.7, §11.8, §11.9, §11.10 and §11.11: each achievement
  // once, dated by its fact; action ones kept once earned.
  it('awards the achievements once each', async () => {
    const s = await snapshot(w.db);
    const holders = (id: string) =>
      (s.achievements as { u: string; achievement_id: string }[])
        .filter((a) => a.achievement_id === id)
        .map((a) => a.u);
    expect(holders('first-team')).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(holders('full-garage')).toEqual(['m1', 'm2', 'm4']);
    expect(holders('crystal-ball')).toEqual(['m1', 'm2', 'm3', 'm4', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(holders('perfect-podium')).toEqual(['m1', 'p1']);
    expect(holders('league-founder')).toEqual(['m1', 'p1']);
    expect(holders('social-racer')).toEqual([]);
    // Century: m1 after E1 (107), m2 and m4 after E2, m5 after E3 (154).
    expect(holders('century')).toEqual(['m1', 'm2', 'm4', 'm5']);
    expect(holders('rally-winner')).toEqual(['m1']);
    // m1 spent €10.0M when E1 was scored (later €9.0M): earned once, kept.
    expect(holders('budget-master')).toEqual(['m1', 'm4']);
    // Every team scored in E1, the first completed event, when the achievement was first checked.
    expect(holders('ever-present')).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('notifies managers, predictors and owners of moved drivers once per event (game-rules §12.1, §12.2, §12.3 and §12.5)', async () => {
    const rows = (
      (await w.db.execute(
        sql`SELECT user_id, type, count(*)::int AS n FROM notification_feed GROUP BY 1, 2`,
      )) as unknown as { rows: { user_id: string; type: string; n: number }[] }
    ).rows;
    const n = (m: Manager, type: string) =>
      rows.find((r) => r.user_id === w.userIds[m] && r.type === type)?.n ?? 0;
    expect(n('m1', 'results')).toBe(3);
    expect(n('p1', 'results')).toBe(0);
    expect(n('p1', 'prediction')).toBe(3);
    expect(n('p5', 'prediction')).toBe(2);
    expect(n('m1', 'price')).toBe(3);
  });

  it('publishing again changes nothing (game-rules §2.5)', async () => {
    const before = await snapshot(w.db);
    const notificationsBefore = await w.db.execute(sql`SELECT count(*)::int AS n FROM notification_feed`);
    await publish(w, 3, E3);
    const res = await w.admin.post(`/api/admin/events/${w.eventIds[0]}/publish`, {});
    expect(res.statusCode).toBe(202);
    await drainScoringJobs(w.db);
    expect(await snapshot(w.db)).toEqual(before);
    expect(await w.db.execute(sql`SELECT count(*)::int AS n FROM notification_feed`)).toMatchObject({
      rows: (notificationsBefore as unknown as { rows: unknown[] }).rows,
    });
  });

  it('a corrected result gives exactly what a fresh database with the corrected facts gives (game-rules §2.5, §11.1)', async () => {
    await publish(w, 2, E2_CORRECTED);
    const corrected = await snapshot(w.db);
    // By hand: the E2 podium becomes B C E, so m1's B C D scores 10 and m3's D B C 0.
    expect(corrected.predictions).toContainEqual({ u: 'm1', round: 2, points: 10, is_processed: true });
    expect(corrected.predictions).toContainEqual({ u: 'm3', round: 2, points: 0, is_processed: true });
    const fresh = await buildWorld(kind);
    try {
      await playSeason(fresh, E2_CORRECTED);
      expect(await snapshot(fresh.db)).toEqual(corrected);
    } finally {
      await fresh.t.close();
    }
  }, 120_000);
});
