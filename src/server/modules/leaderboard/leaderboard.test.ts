import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardAroundMe, LeaderboardPage, LeaderboardRow } from '@shared/api/leaderboard';
import { INPUT_MESSAGES, LEAGUE_MESSAGES } from '@shared/messages';
import { fantasyTeams, userStatistics, users } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { likePrefix } from './leaderboard.repo';

/**
 * The global leaderboard (issue 31 part 3, docs/decisions/0212) over stored ranks: 250 ranked managers, the
 * points of ranks 95–105 all tied at 1050 (the row number of §7.6 already broke the tie), and three signed-in
 * players at rank 1, 120 and 250.
 */
describe.each(testDatabaseKinds())('leaderboard on %s', (kind) => {
  let t: TestApp;
  const players: Record<'top' | 'middle' | 'bottom' | 'unranked', { client: TestClient; id: string }> = {} as never;
  const RANKED = 250;
  /** The points written for a rank: 2000 less 10 a rank, and 1050 for all of ranks 95–105. */
  const pointsOf = (rank: number) => (rank >= 95 && rank <= 105 ? 1050 : 2000 - rank * 10);

  async function signUp(prefix: string) {
    const client = new TestClient(t.app);
    const u = uniqueUser(prefix);
    expect((await client.signUp(u)).statusCode).toBe(200);
    const me = (await client.get('/api/me')).json() as { user: { id: string } };
    return { client, id: me.user.id };
  }

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const db = t.database.db;
    for (const k of ['top', 'middle', 'bottom', 'unranked'] as const) players[k] = await signUp(`lb${k}`);
    // Synthetic managers: ids lb-001…, usernames lb_runner_001… (every third without a team name).
    const synthetic = Array.from({ length: RANKED - 3 }, (_, i) => {
      const n = String(i + 1).padStart(3, '0');
      return { id: `lb-${n}`, name: `lb-${n}`, email: `lb-${n}@example.com`, username: `lb_runner_${n}` };
    });
    await db.insert(users).values([
      ...synthetic,
      // A name `_` would match as a wildcard ("lb_" ~ "lbx"), and one that is never ranked.
      { id: 'lb-wild', name: 'lb-wild', email: 'lb-wild@example.com', username: 'lbxwild' },
      { id: 'lb-none', name: 'lb-none', email: 'lb-none@example.com', username: 'lb_runner_none' },
    ]);
    const s = synthetic.map((m) => m.id);
    // lb-247 is left without a rank, with lb-none and the unranked player.
    const order = [players.top.id, ...s.slice(0, 118), players.middle.id, ...s.slice(118, 198), 'lb-wild', ...s.slice(198, 246), players.bottom.id];
    expect(order).toHaveLength(RANKED);
    await db.insert(userStatistics).values([
      ...order.map((userId, i) => ({ userId, totalPoints: pointsOf(i + 1), teamPoints: pointsOf(i + 1), globalRank: i + 1, ralliesParticipated: 3 })),
      { userId: 'lb-none', totalPoints: 0, globalRank: null },
      { userId: players.unranked.id, totalPoints: 0, globalRank: null },
    ]);
    await db.insert(fantasyTeams).values(order.filter((_, i) => i % 3 === 0).map((userId, i) => ({ userId, name: `Team ${i}` })));
  });
  afterAll(async () => t.close());

  const page = async (client: TestClient, query = '') => {
    const res = await client.get(`/api/leaderboard${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeaderboardPage>();
  };

  it('gives the top 100 first, best first, with the cursor of the next page and the number ranked', async () => {
    const first = await page(players.middle.client);
    expect(first.rows).toHaveLength(100);
    expect(first.rows.map((r) => r.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(first.rows[0]).toEqual({ rank: 1, userId: players.top.id, username: expect.any(String), teamName: 'Team 0', points: 1990, rallies: 3 });
    expect(first.rows[1]).toMatchObject({ rank: 2, userId: 'lb-001', username: 'lb_runner_001', teamName: null, points: 1980 });
    expect(first.nextCursor).toBe('100');
    expect(first.ranked).toBe(250);
  });

  it('game-rules §7.7: walks every rank once by keyset, across the tie at 95–105 and to the last page', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: LeaderboardPage = await page(players.top.client, cursor ? `?after=${cursor}` : '');
      seen.push(...p.rows.map((r) => r.rank));
      cursor = p.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: RANKED }, (_, i) => i + 1));
    const second = await page(players.top.client, '?after=100');
    // The tie goes on past the page break: 101–105 are on 1050 points like 95–100, and come next, once.
    expect(second.rows.slice(0, 6).map((r) => [r.rank, r.points])).toEqual([
      [101, 1050],
      [102, 1050],
      [103, 1050],
      [104, 1050],
      [105, 1050],
      [106, 940],
    ]);
    expect((await page(players.top.client, '?after=200')).nextCursor).toBeNull();
    expect((await page(players.top.client, '?after=250')).rows).toEqual([]);
  });

  const around = async (client: TestClient) => {
    const res = await client.get('/api/leaderboard/me');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeaderboardAroundMe>();
  };
  const ranks = (rows: LeaderboardRow[]) => rows.map((r) => r.rank);

  it('shows ten above and ten below me in the middle', async () => {
    const me = await around(players.middle.client);
    expect(me.me).toMatchObject({ rank: 120, userId: players.middle.id, points: 800 });
    expect(ranks(me.rows)).toEqual(Array.from({ length: 21 }, (_, i) => 110 + i));
  });

  it('shows only the ten below at the top, and only the ten above at the bottom', async () => {
    const top = await around(players.top.client);
    expect(top.me?.rank).toBe(1);
    expect(ranks(top.rows)).toEqual(Array.from({ length: 11 }, (_, i) => 1 + i));
    const bottom = await around(players.bottom.client);
    expect(bottom.me?.rank).toBe(250);
    expect(ranks(bottom.rows)).toEqual(Array.from({ length: 11 }, (_, i) => 240 + i));
  });

  it('shows the whole tie around a manager inside it', async () => {
    // The middle player moves into the tie: ranks 100 and 120 swap (the same statement swaps them back).
    const swap = sql`UPDATE user_statistics SET global_rank = CASE WHEN global_rank = 100 THEN 120 ELSE 100 END WHERE global_rank IN (100, 120)`;
    await t.database.db.execute(swap);
    try {
      const me = await around(players.middle.client);
      expect(me.me).toMatchObject({ rank: 100, points: 800 });
      expect(ranks(me.rows)).toEqual(Array.from({ length: 21 }, (_, i) => 90 + i));
      expect(me.rows.filter((r) => r.points === 1050).map((r) => r.rank)).toEqual([95, 96, 97, 98, 99, 101, 102, 103, 104, 105]);
    } finally {
      await t.database.db.execute(swap);
    }
  });

  it('has nothing around a manager without a rank', async () => {
    expect(await around(players.unranked.client)).toEqual({ me: null, rows: [] });
  });

  const search = (client: TestClient, q: string) => client.get(`/api/leaderboard/search?q=${encodeURIComponent(q)}`);

  it('finds ranked managers by the start of the username, any case, alphabetical, at most 20', async () => {
    const res = await search(players.top.client, 'LB_RUNNER_00');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<{ rows: LeaderboardRow[] }>().rows;
    expect(rows.map((r) => r.username)).toEqual(['lb_runner_001', 'lb_runner_002', 'lb_runner_003', 'lb_runner_004', 'lb_runner_005', 'lb_runner_006', 'lb_runner_007', 'lb_runner_008', 'lb_runner_009']);
    expect(rows[0]).toMatchObject({ rank: 2, userId: 'lb-001' });
    const many = (await search(players.top.client, 'lb')).json<{ rows: LeaderboardRow[] }>().rows;
    expect(many).toHaveLength(20);
    expect(many[0]!.username).toBe('lb_runner_001');
  });

  it('takes `_` as itself, not as a wildcard, and leaves unranked managers out', async () => {
    const rows = (await search(players.top.client, 'lb_')).json<{ rows: LeaderboardRow[] }>().rows;
    expect(rows.some((r) => r.username === 'lbxwild')).toBe(false);
    expect((await search(players.top.client, 'lbx')).json<{ rows: LeaderboardRow[] }>().rows.map((r) => [r.username, r.rank])).toEqual([['lbxwild', 201]]);
    expect((await search(players.top.client, 'lb_runner_n')).json()).toEqual({ rows: [] });
    expect((await search(players.top.client, 'lb_runner_247')).json()).toEqual({ rows: [] });
  });

  it('escapes every LIKE wildcard it is given', () => {
    expect(likePrefix('a_b%c\\d')).toBe('a\\_b\\%c\\\\d%');
  });

  it.each([
    ['?after=abc', LEAGUE_MESSAGES.leaderboardCursorInvalid],
    ['?after=0', LEAGUE_MESSAGES.leaderboardCursorInvalid],
    ['?after=-1', LEAGUE_MESSAGES.leaderboardCursorInvalid],
    ['?after=007', LEAGUE_MESSAGES.leaderboardCursorInvalid],
    ['?after=1.5', LEAGUE_MESSAGES.leaderboardCursorInvalid],
    ['?after=2147483648', LEAGUE_MESSAGES.leaderboardCursorInvalid],
    ['?after=' + '9'.repeat(400), LEAGUE_MESSAGES.leaderboardCursorInvalid],
  ])('refuses the cursor %s with a clear message', async (query, message) => {
    const res = await players.top.client.get(`/api/leaderboard${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(`after: ${message}`);
  });

  it('refuses NUL in a cursor or a search before reading them (the guard every route has)', async () => {
    for (const url of ['/api/leaderboard?after=1%00', '/api/leaderboard/search?q=lb%00']) {
      const res = await players.top.client.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(INPUT_MESSAGES.nul);
    }
  });

  it.each([
    ['', LEAGUE_MESSAGES.leaderboardSearchRequired],
    ['   ', LEAGUE_MESSAGES.leaderboardSearchRequired],
    ['a'.repeat(31), LEAGUE_MESSAGES.leaderboardSearchTooLong],
    ['lb%', LEAGUE_MESSAGES.leaderboardSearchInvalid],
    ["a' OR '1'='1", LEAGUE_MESSAGES.leaderboardSearchInvalid],
  ])('refuses the search %j with a clear message', async (q, message) => {
    const res = await search(players.top.client, q);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(`q: ${message}`);
  });

  it('refuses a search without q and unknown parameters', async () => {
    expect((await players.top.client.get('/api/leaderboard/search')).statusCode).toBe(400);
    expect((await players.top.client.get('/api/leaderboard?page=2')).statusCode).toBe(400);
  });

  it('is for signed-in players only', async () => {
    const anonymous = new TestClient(t.app);
    for (const url of ['/api/leaderboard', '/api/leaderboard/me', '/api/leaderboard/search?q=lb', '/api/leaderboard?after=abc']) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
    }
  });
});
