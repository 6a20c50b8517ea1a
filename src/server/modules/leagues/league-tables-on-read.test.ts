import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDetail } from '@shared/api/leagues';
import type { DashboardResponse } from '@shared/api/players';
import { leagueMembers, leagues } from '../../db/schema/index';
import { finishedAt } from '../../test/result-rows';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { insertSmallSeason, publishResults } from '../../test/small-season';

/**
 * docs/decisions/0219: a publish marks every league's table due instead of rewriting every membership, and the
 * league's first read computes it. Through the API, on a season of its own, with figures worked out by hand from
 * docs/game-rules.md (a finisher earns 1st 25, 2nd 18, 3rd 15 and +2: 27, 20, 17; one driver per manager, no
 * captain, no prediction, so a manager's event score is the driver's):
 *   P1 holds A, P2 B, P3 C. League X: P1 creates it, P2 then P3 join. League Y: P3 creates it, P1 joins.
 *   E1: C 1st, B 2nd, A 3rd → P3 27, P2 20, P1 17.   X: P3 27, P2 20, P1 17.   Y: P3 27, P1 17.
 *   E2: A 1st, B 2nd, C 3rd → P1 27, P2 20, P3 17.   Totals P1 44, P2 40, P3 44.
 *   P1 and P3 tie on 44 with one rally win each in X and in Y and a best rally of 27 each; the most recent rally
 *   (E2: P1 27, P3 17) puts P1 first (§8.2).            X: P1 44, P3 44, P2 40.   Y: P1 44, P3 44.
 */
const SEASON = 2034;
const DAY = 86_400_000;
const MINUTE = 60_000;
const STARTS = [new Date('2034-04-02T07:00:00.000Z'), new Date('2034-04-16T07:00:00.000Z')];
const ADMIN = 'tables-admin@example.com';
type Driver = 'A' | 'B' | 'C';
type P = 'P1' | 'P2' | 'P3';
const LINEUPS: Record<P, Driver> = { P1: 'A', P2: 'B', P3: 'C' };

describe.each(testDatabaseKinds())('league tables computed on read after a publish (%s)', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  const id = {} as Record<Driver, number>;
  const eventIds: number[] = [];
  const client = {} as Record<P, TestClient>;
  const userId = {} as Record<P, string>;
  let x = 0;
  let y = 0;

  const at = (when: Date) => t.clock.set(when, { frozen: true });
  const ok = async <R extends { statusCode: number; body: string }>(
    res: Promise<R>,
    status = 200,
  ): Promise<R> => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    return r;
  };
  const nameOf = (uid: string) => (Object.keys(userId) as P[]).find((p) => userId[p] === uid) ?? uid;
  const podium = (first: Driver, second: Driver, third: Driver) => [
    finishedAt(id[first], 1),
    finishedAt(id[second], 2),
    finishedAt(id[third], 3),
  ];

  /** The league table a player reads, as "position.member:points". */
  async function table(leagueId: number, as: P): Promise<string[]> {
    const league = (await ok(client[as].get(`/api/leagues/${leagueId}`))).json<{ league: LeagueDetail }>()
      .league;
    return league.members.map((m) => `${m.position}.${nameOf(m.userId)}:${m.points}`);
  }
  /** The player's dashboard's league positions, as "league position:points". */
  async function dashboard(as: P): Promise<string[]> {
    const body = (await ok(client[as].get('/api/me/dashboard'))).json<DashboardResponse>();
    return body.leagues.map((l) => `${l.leagueId === x ? 'X' : 'Y'} ${l.position}:${l.points}`).sort();
  }
  /** What the database holds for a league, without going through any read that would compute it. */
  async function stored(leagueId: number) {
    const db = t.database.db;
    const [league] = await db
      .select({ due: leagues.tablesDueSeason })
      .from(leagues)
      .where(eq(leagues.id, leagueId));
    const members = await db
      .select({
        userId: leagueMembers.userId,
        points: leagueMembers.points,
        position: leagueMembers.position,
      })
      .from(leagueMembers)
      .where(eq(leagueMembers.leagueId, leagueId))
      .orderBy(asc(leagueMembers.position));
    return { due: league!.due, members: members.map((m) => `${m.position}.${nameOf(m.userId)}:${m.points}`) };
  }

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: ADMIN } });
    admin = new TestClient(t.app);
    await ok(admin.signUp({ ...uniqueUser('tablesadmin'), email: ADMIN }));
    const season = await insertSmallSeason(t, {
      season: SEASON,
      constructor: 'Table Works',
      prefix: 'Table',
      letters: ['A', 'B', 'C'] as const,
      starts: STARTS,
      eventName: (round) => `Table Rally ${round}`,
      country: 'Portugal',
      surfaceType: 'gravel',
    });
    Object.assign(id, season.driverIds);
    eventIds.push(...season.eventIds);

    await at(new Date(STARTS[0]!.getTime() - 3 * DAY));
    for (const p of Object.keys(LINEUPS) as P[]) {
      client[p] = new TestClient(t.app);
      userId[p] = (await ok(client[p].signUp(uniqueUser(`tables${p}`)))).json<{
        user: { id: string };
      }>().user.id;
      await ok(client[p].post('/api/fantasy/team', { name: `Team ${p}` }), 201);
      await ok(client[p].post('/api/fantasy/team/drivers', { driverId: id[LINEUPS[p]] }), 201);
    }
    x = (await ok(client.P1.post('/api/leagues', { name: 'League X' }), 201)).json<{ league: LeagueDetail }>()
      .league.id;
    const codeX = (await ok(client.P1.get(`/api/leagues/${x}`))).json<{ league: LeagueDetail }>().league
      .inviteCode!;
    y = (await ok(client.P3.post('/api/leagues', { name: 'League Y' }), 201)).json<{ league: LeagueDetail }>()
      .league.id;
    const codeY = (await ok(client.P3.get(`/api/leagues/${y}`))).json<{ league: LeagueDetail }>().league
      .inviteCode!;
    await at(new Date(STARTS[0]!.getTime() - 3 * DAY + MINUTE));
    await ok(client.P2.post('/api/leagues/join', { code: codeX }));
    await at(new Date(STARTS[0]!.getTime() - 3 * DAY + 2 * MINUTE));
    await ok(client.P3.post('/api/leagues/join', { code: codeX }));
    await ok(client.P1.post('/api/leagues/join', { code: codeY }));
  });
  afterAll(async () => {
    await t.clock.reset();
    await t.close();
  });

  it('a publish rewrites no membership; the first read of a league computes its table, once', async () => {
    // Before any result: nobody has points, the tables follow the join order (§8.2) and nothing is due.
    expect(await stored(x)).toEqual({ due: null, members: ['1.P1:0', '2.P2:0', '3.P3:0'] });

    await at(new Date(STARTS[0]!.getTime() + 4 * DAY));
    await publishResults(t, admin, eventIds[0]!, podium('C', 'B', 'A'));

    // The publish marked both leagues due for the season and left every membership as it was.
    expect(await stored(x)).toEqual({ due: SEASON, members: ['1.P1:0', '2.P2:0', '3.P3:0'] });
    expect(await stored(y)).toEqual({ due: SEASON, members: ['1.P3:0', '2.P1:0'] });

    // The first read of X shows E1's table; X is then stored up to date and Y, which nobody read, is still due.
    expect(await table(x, 'P2')).toEqual(['1.P3:27', '2.P2:20', '3.P1:17']);
    expect(await stored(x)).toEqual({ due: null, members: ['1.P3:27', '2.P2:20', '3.P1:17'] });
    expect((await stored(y)).due).toBe(SEASON);

    // A dashboard covers every league of its player: Y is computed by P1's.
    expect(await dashboard('P1')).toEqual(['X 3:17', 'Y 2:17']);
    expect(await stored(y)).toEqual({ due: null, members: ['1.P3:27', '2.P1:17'] });

    // Reading again changes nothing.
    expect(await table(x, 'P1')).toEqual(['1.P3:27', '2.P2:20', '3.P1:17']);
  });

  it('first reads at the same moment, from every member, all see the same new table', async () => {
    await at(new Date(STARTS[1]!.getTime() + 4 * DAY));
    await publishResults(t, admin, eventIds[1]!, podium('A', 'B', 'C'));
    expect((await stored(x)).members).toEqual(['1.P3:27', '2.P2:20', '3.P1:17']);

    const players = Object.keys(LINEUPS) as P[];
    const [tables, dashboards] = await Promise.all([
      Promise.all(players.flatMap((p) => [table(x, p), table(x, p)])),
      Promise.all(players.map((p) => dashboard(p))),
    ]);
    for (const read of tables) expect(read).toEqual(['1.P1:44', '2.P3:44', '3.P2:40']);
    expect(dashboards).toEqual([['X 1:44', 'Y 1:44'], ['X 3:40'], ['X 2:44', 'Y 2:44']]);
    expect(await stored(x)).toEqual({ due: null, members: ['1.P1:44', '2.P3:44', '3.P2:40'] });
    expect(await stored(y)).toEqual({ due: null, members: ['1.P1:44', '2.P3:44'] });
    const due = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM leagues WHERE tables_due_season IS NOT NULL`,
    );
    expect((due as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
