import { eq } from 'drizzle-orm';
import { currentSeason } from '@shared/game/season';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueMembers, leagues, notifications, rateLimits, managerEventScores, userPreferences, users } from '../../db/schema/index';
import { LEAGUE_LIMITS, LEAGUE_MESSAGES, type LeagueDetail, type LeagueSummary } from '@shared/api/leagues';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';

interface Player {
  client: TestClient;
  id: string;
  username: string;
}

let t: TestApp;

async function player(prefix: string): Promise<Player> {
  const client = new TestClient(t.app);
  const u = uniqueUser(prefix);
  const res = await client.signUp(u);
  expect(res.statusCode, res.body).toBe(200);
  const me = (await client.get('/api/me')).json() as { user: { id: string } } | { id: string };
  const id = 'user' in me ? me.user.id : me.id;
  return { client, id, username: u.username };
}

async function create(p: Player, body: Record<string, unknown>): Promise<LeagueDetail> {
  const res = await p.client.post('/api/leagues', body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { league: LeagueDetail }).league;
}

async function snapshot() {
  const [l, m, n] = await Promise.all([
    t.database.db.select().from(leagues),
    t.database.db.select().from(leagueMembers),
    t.database.db.select().from(notifications),
  ]);
  return { leagues: l.length, members: m.length, notifications: n.length, rows: JSON.stringify([l, m]) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_INVITE_FAILURES_PER_USER: '5' } });
});
afterAll(async () => t.close());

describe('create a league', () => {
  it('makes the creator admin at position 1 with member_count 1, private by default, with an 8-character code (game-rules §8.5, §8.6)', async () => {
    const ann = await player('ann');
    const league = await create(ann, { name: '  Gravel Gang  ', description: 'Friends from the forest stages' });
    expect(league).toMatchObject({
      name: 'Gravel Gang',
      description: 'Friends from the forest stages',
      isPrivate: true,
      isMember: true,
      isAdmin: true,
      memberCount: 1,
      createdBy: ann.id,
    });
    expect(league.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(league.members).toEqual([
      expect.objectContaining({ userId: ann.id, username: ann.username, isAdmin: true, position: 1, points: 0, teamName: null }),
    ]);
    const [row] = await t.database.db.select().from(leagues).where(eq(leagues.id, league.id));
    expect(row?.memberCount).toBe(1);
  });

  it('puts the newest league first in both tabs', async () => {
    const bo = await player('bo');
    await create(bo, { name: 'Older', isPrivate: false });
    const newer = await create(bo, { name: 'Newer' });
    for (const scope of ['all', 'mine']) {
      const list = (await bo.client.get(`/api/leagues?scope=${scope}`)).json() as { leagues: LeagueSummary[] };
      expect(list.leagues[0]?.id).toBe(newer.id);
    }
  });

  it.each([
    [{ name: '' }, `name: ${LEAGUE_MESSAGES.nameRequired}`],
    [{ name: '    ' }, `name: ${LEAGUE_MESSAGES.nameRequired}`],
    [{}, `name: ${LEAGUE_MESSAGES.nameRequired}`],
    [{ name: 'x'.repeat(LEAGUE_LIMITS.name + 1) }, `name: ${LEAGUE_MESSAGES.nameTooLong}`],
    [{ name: 'ok', description: 'd'.repeat(LEAGUE_LIMITS.description + 1) }, `description: ${LEAGUE_MESSAGES.descriptionTooLong}`],
    [{ name: 'bad\u0007name' }, `name: ${LEAGUE_MESSAGES.controlCharacters}`],
    [{ name: 'ok', description: 'bell\u0007' }, `description: ${LEAGUE_MESSAGES.controlCharacters}`],
    [{ name: 42 }, `name: ${LEAGUE_MESSAGES.nameRequired}`],
    [{ name: 'ok', isPrivate: 'yes' }, 'isPrivate'],
    [{ name: 'ok', memberCount: 99 }, 'memberCount'],
    [{ name: 'ok', inviteCode: 'AAAAAAAA' }, 'inviteCode'],
    [{ name: 'ok', createdBy: 'someone' }, 'createdBy'],
  ])('refuses %j with 400 "%s" and writes nothing', async (body, message) => {
    const cy = await player('cy');
    const before = await snapshot();
    const res = await cy.client.post('/api/leagues', body);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { message: string }).message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts the longest allowed name and description', async () => {
    const di = await player('di');
    const league = await create(di, { name: 'n'.repeat(LEAGUE_LIMITS.name), description: 'd'.repeat(LEAGUE_LIMITS.description) });
    expect(league.name).toHaveLength(LEAGUE_LIMITS.name);
  });

  it('refuses an anonymous create with "User not authenticated"', async () => {
    const res = await new TestClient(t.app).post('/api/leagues', { name: 'Nope' });
    expect(res.statusCode).toBe(401);
    expect((res.json() as { message: string }).message).toBe('User not authenticated');
  });

  it('stores markup as text: the API returns it verbatim for React to escape', async () => {
    const ed = await player('ed');
    const league = await create(ed, { name: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script>' });
    expect(league.name).toBe('<img src=x onerror=alert(1)>');
    expect(league.description).toBe('<script>alert(1)</script>');
  });
});

/** Season points as the game engine records them: one scored event of this season worth `points`. */
async function scored(userId: string, points: number) {
  await t.database.db.insert(managerEventScores).values({
    userId,
    eventId: 1,
    season: currentSeason(t.clock.now()),
    eventStart: new Date(Date.UTC(currentSeason(t.clock.now()), 0, 15)),
    teamPoints: points,
    predictionPoints: null,
    points,
  });
}

describe('join by code', () => {
  it('adds the member with their season points at once, recounts, re-ranks and notifies the admin (game-rules §8.1, §8.5, §12.4)', async () => {
    const admin = await player('adm');
    const league = await create(admin, { name: 'Code League' });
    const joiner = await player('joi');
    await scored(joiner.id, 120);

    const res = await joiner.client.post('/api/leagues/join', { code: ` ${league.inviteCode!.toLowerCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    const joined = (res.json() as { league: LeagueDetail }).league;
    expect(joined.memberCount).toBe(2);
    expect(joined.isMember).toBe(true);
    expect(joined.isAdmin).toBe(false);
    expect(joined.members.map((m) => [m.username, m.position, m.points, m.isAdmin])).toEqual([
      [joiner.username, 1, 120, false],
      [admin.username, 2, 0, true],
    ]);

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'league_member_joined',
        title: 'New league member',
        body: `${joiner.username} joined Code League`,
        link: `/leagues/${league.id}`,
      }),
    ]);
    expect((await admin.client.get('/api/notifications/unread-count')).json()).toEqual({ count: 1 });
  });

  it('answers "You are already a member of this league" the second time, changing nothing', async () => {
    const admin = await player('adm');
    const league = await create(admin, { name: 'Twice' });
    const before = await snapshot();
    const res = await admin.client.post('/api/leagues/join', { code: league.inviteCode });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toBe('You are already a member of this league');
    expect(await snapshot()).toEqual(before);
  });

  it('answers "Invalid invite code" for unknown and malformed codes, then 429 past the per-user limit', async () => {
    const admin = await player('adm');
    const league = await create(admin, { name: 'Limited' });
    const guesser = await player('gue');
    const before = await snapshot();
    for (const code of ['ZZZZZZZZ', 'short', '!!!!!!!!', 'ABCDEFGH', 'QQQQQQQQ']) {
      const res = await guesser.client.post('/api/leagues/join', { code });
      expect(res.statusCode, code).toBe(400);
      expect((res.json() as { message: string }).message).toBe('Invalid invite code');
    }
    // Past the limit even the right code is refused, so guessing cannot go on.
    const blocked = await guesser.client.post('/api/leagues/join', { code: league.inviteCode });
    expect(blocked.statusCode).toBe(429);
    expect((blocked.json() as { message: string }).message).toBe(LEAGUE_MESSAGES.tooManyCodes);
    expect(await snapshot()).toEqual(before);
    // The limit is per user: someone else still joins.
    const other = await player('oth');
    expect((await other.client.post('/api/leagues/join', { code: league.inviteCode })).statusCode).toBe(200);
    await t.database.db.delete(rateLimits);
  });

  it.each([
    [{}, `code: ${LEAGUE_MESSAGES.codeRequired}`],
    [{ code: '   ' }, `code: ${LEAGUE_MESSAGES.codeRequired}`],
    [{ code: 12345678 }, `code: ${LEAGUE_MESSAGES.codeRequired}`],
    [{ code: 'A'.repeat(LEAGUE_LIMITS.codeInput + 1) }, `code: ${LEAGUE_MESSAGES.invalidCode}`],
    [{ code: 'ABCDEFGH', leagueId: 1 }, 'leagueId'],
  ])('refuses the body %j with 400', async (body, message) => {
    const p = await player('bad');
    const before = await snapshot();
    const res = await p.client.post('/api/leagues/join', body);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it('skips the notification for an admin who turned in-app notifications off (game-rules §12.5)', async () => {
    const admin = await player('quiet');
    await t.database.db.insert(userPreferences).values({ userId: admin.id, notifications: false });
    const league = await create(admin, { name: 'Quiet' });
    const joiner = await player('j');
    expect((await joiner.client.post('/api/leagues/join', { code: league.inviteCode })).statusCode).toBe(200);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id))).toEqual([]);
  });
});

describe('public leagues', () => {
  it('are listed for everyone, joined from their card, and searched by name or description', async () => {
    const owner = await player('own');
    const league = await create(owner, { name: 'Tarmac Titans', description: 'Corsica lovers', isPrivate: false });
    const visitor = await player('vis');

    const all = (await visitor.client.get('/api/leagues')).json() as { leagues: LeagueSummary[] };
    expect(all.leagues.find((l) => l.id === league.id)).toMatchObject({ isMember: false, isPrivate: false, memberCount: 1 });
    const mine = (await visitor.client.get('/api/leagues?scope=mine')).json() as { leagues: LeagueSummary[] };
    expect(mine.leagues).toEqual([]);

    for (const q of ['tarmac', 'CORSICA', 'titans']) {
      const found = (await visitor.client.get(`/api/leagues?search=${q}`)).json() as { leagues: LeagueSummary[] };
      expect(found.leagues.map((l) => l.id)).toContain(league.id);
    }
    // Wildcards typed by a user are literal.
    const wild = (await visitor.client.get('/api/leagues?search=%25')).json() as { leagues: LeagueSummary[] };
    expect(wild.leagues.map((l) => l.id)).not.toContain(league.id);

    // The detail of a public league is readable before joining; its code is not shown to non-members.
    const detail = (await visitor.client.get(`/api/leagues/${league.id}`)).json() as { league: LeagueDetail };
    expect(detail.league.inviteCode).toBeNull();
    expect(detail.league.members).toHaveLength(1);

    const joined = await visitor.client.post(`/api/leagues/${league.id}/join`, {});
    expect(joined.statusCode, joined.body).toBe(200);
    expect((joined.json() as { league: LeagueDetail }).league.memberCount).toBe(2);
    const again = await visitor.client.post(`/api/leagues/${league.id}/join`, {});
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toBe('You are already a member of this league');
  });

  it('refuses bad queries with 400', async () => {
    const p = await player('q');
    for (const url of ['/api/leagues?scope=everything', `/api/leagues?search=${'s'.repeat(LEAGUE_LIMITS.search + 1)}`, '/api/leagues?search=%00', '/api/leagues?x=1']) {
      expect((await p.client.get(url)).statusCode, url).toBe(400);
    }
    for (const url of ['/api/leagues/abc', '/api/leagues/0', '/api/leagues/99999999999999999999', '/api/leagues/-1']) {
      expect((await p.client.get(url)).statusCode, url).toBe(400);
    }
    expect((await p.client.get('/api/leagues/2147483647')).statusCode).toBe(404);
  });
});

describe('a private league never leaks to an outsider', () => {
  it('is absent from list and search, and 404 on detail, members, settings, join, leave and every admin route', async () => {
    const owner = await player('priv');
    const league = await create(owner, { name: 'Secret Service', description: 'hush' });
    const outsider = await player('out');
    const before = await snapshot();

    for (const url of ['/api/leagues', '/api/leagues?scope=mine', '/api/leagues?search=Secret', '/api/leagues?search=hush']) {
      const body = (await outsider.client.get(url)).json() as { leagues: LeagueSummary[] };
      expect(body.leagues.map((l) => l.id), url).not.toContain(league.id);
    }
    const standings = (await outsider.client.get('/api/leagues/standings')).json() as { standings: { leagueId: number }[] };
    expect(standings.standings).toEqual([]);

    const missing = 2_000_000_000;
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/leagues/:id'],
      ['GET', '/api/leagues/:id/members'],
      ['GET', '/api/leagues/:id/settings'],
      ['POST', '/api/leagues/:id/join', {}],
      ['POST', '/api/leagues/:id/leave', {}],
      ['PATCH', '/api/leagues/:id', { name: 'Mine now' }],
      ['DELETE', '/api/leagues/:id'],
      ['POST', '/api/leagues/:id/invite-code', {}],
      ['DELETE', `/api/leagues/:id/members/${owner.id}`],
      ['PATCH', `/api/leagues/:id/members/${outsider.id}`, { isAdmin: true }],
    ];
    for (const [method, url, payload] of requests) {
      const real = await outsider.client.request({ method: method as 'GET', url: url.replace(':id', String(league.id)), payload: payload as never });
      const unknown = await outsider.client.request({ method: method as 'GET', url: url.replace(':id', String(missing)), payload: payload as never });
      expect([real.statusCode, real.json()], `${method} ${url}`).toEqual([404, { code: 'NOT_FOUND', message: 'League not found', messageCode: 'league.notFound' }]);
      // Exactly the answer of a league that does not exist.
      expect(real.body).toBe(unknown.body);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is private from site admins too', async () => {
    const owner = await player('priv2');
    const league = await create(owner, { name: 'Not for staff' });
    const adminClient = new TestClient(t.app);
    const u = uniqueUser('siteadm');
    await adminClient.signUp(u);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, u.email));
    expect((await adminClient.get(`/api/leagues/${league.id}`)).statusCode).toBe(404);
  });
});

describe('league admin', () => {
  async function leagueWithMembers(n: number) {
    const admin = await player('boss');
    const league = await create(admin, { name: 'Managed', isPrivate: false });
    const members: Player[] = [];
    for (let i = 0; i < n; i++) {
      const m = await player(`m${i}`);
      expect((await m.client.post(`/api/leagues/${league.id}/join`, {})).statusCode).toBe(200);
      members.push(m);
    }
    return { admin, league, members };
  }

  it('edits settings; a member gets 403 on a public league and nothing changes', async () => {
    const { admin, league, members } = await leagueWithMembers(1);
    const member = members[0]!;
    const before = await snapshot();
    const refused = await member.client.request({ method: 'PATCH', url: `/api/leagues/${league.id}`, payload: { name: 'Hijacked' } });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { message: string }).message).toBe(LEAGUE_MESSAGES.notAdmin);
    expect((await member.client.get(`/api/leagues/${league.id}/settings`)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);

    const res = await admin.client.request({
      method: 'PATCH',
      url: `/api/leagues/${league.id}`,
      payload: { name: ' Renamed ', description: '', rules: 'Be kind.\nNo sandbagging.', isPrivate: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { league: LeagueDetail }).league).toMatchObject({ name: 'Renamed', description: null, rules: 'Be kind.\nNo sandbagging.', isPrivate: true });

    for (const payload of [{}, { name: '' }, { rules: 'r'.repeat(LEAGUE_LIMITS.rules + 1) }, { type: 'public' }, { isPrivate: 'no' }]) {
      const bad = await admin.client.request({ method: 'PATCH', url: `/api/leagues/${league.id}`, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('regenerates the code: the old one stops working', async () => {
    const { admin, league } = await leagueWithMembers(0);
    const settings = (await admin.client.get(`/api/leagues/${league.id}/settings`)).json() as { league: LeagueDetail };
    const old = settings.league.inviteCode!;
    const res = await admin.client.post(`/api/leagues/${league.id}/invite-code`, {});
    const fresh = (res.json() as { inviteCode: string }).inviteCode;
    expect(fresh).toMatch(/^[A-Z0-9]{8}$/);
    expect(fresh).not.toBe(old);
    const joiner = await player('late');
    expect((await joiner.client.post('/api/leagues/join', { code: old })).statusCode).toBe(400);
    expect((await joiner.client.post('/api/leagues/join', { code: fresh })).statusCode).toBe(200);
  });

  it('removes a member (count and positions follow) but not themselves', async () => {
    const { admin, league, members } = await leagueWithMembers(2);
    const [a, b] = members as [Player, Player];
    await scored(b.id, 50);
    const res = await admin.client.request({ method: 'DELETE', url: `/api/leagues/${league.id}/members/${a.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (res.json() as { league: LeagueDetail }).league;
    expect(detail.memberCount).toBe(2);
    expect(detail.members.map((m) => [m.userId, m.position, m.points])).toEqual([
      [b.id, 1, 50],
      [admin.id, 2, 0],
    ]);
    const self = await admin.client.request({ method: 'DELETE', url: `/api/leagues/${league.id}/members/${admin.id}` });
    expect([self.statusCode, (self.json() as { message: string }).message]).toEqual([400, LEAGUE_MESSAGES.removeSelf]);
    const gone = await admin.client.request({ method: 'DELETE', url: `/api/leagues/${league.id}/members/${a.id}` });
    expect([gone.statusCode, (gone.json() as { message: string }).message]).toEqual([404, LEAGUE_MESSAGES.memberNotFound]);
    // The removed member sees the public league again as an outsider.
    expect(((await a.client.get(`/api/leagues/${league.id}`)).json() as { league: LeagueDetail }).league.isMember).toBe(false);
  });

  it('hands the admin role over; the last admin can neither drop it nor leave, and the last member deletes the league', async () => {
    const { admin, league, members } = await leagueWithMembers(1);
    const heir = members[0]!;
    const drop = await admin.client.request({ method: 'PATCH', url: `/api/leagues/${league.id}/members/${admin.id}`, payload: { isAdmin: false } });
    expect([drop.statusCode, (drop.json() as { message: string }).message]).toEqual([409, LEAGUE_MESSAGES.lastAdmin]);
    const leave = await admin.client.post(`/api/leagues/${league.id}/leave`, {});
    expect([leave.statusCode, (leave.json() as { message: string }).message]).toEqual([409, LEAGUE_MESSAGES.lastAdminLeave]);

    const grant = await admin.client.request({ method: 'PATCH', url: `/api/leagues/${league.id}/members/${heir.id}`, payload: { isAdmin: true } });
    expect(grant.statusCode, grant.body).toBe(200);
    expect((await admin.client.post(`/api/leagues/${league.id}/leave`, {})).json()).toEqual({ leagueDeleted: false });
    const after = (await heir.client.get(`/api/leagues/${league.id}`)).json() as { league: LeagueDetail };
    expect(after.league).toMatchObject({ memberCount: 1, isAdmin: true });
    expect(after.league.members.map((m) => [m.userId, m.position])).toEqual([[heir.id, 1]]);

    expect((await heir.client.post(`/api/leagues/${league.id}/leave`, {})).json()).toEqual({ leagueDeleted: true });
    expect(await t.database.db.select().from(leagues).where(eq(leagues.id, league.id))).toEqual([]);
  });

  it('an outsider of a public league cannot leave it (403) and an admin deletes the league', async () => {
    const { admin, league } = await leagueWithMembers(1);
    const outsider = await player('o');
    const res = await outsider.client.post(`/api/leagues/${league.id}/leave`, {});
    expect([res.statusCode, (res.json() as { message: string }).message]).toEqual([403, LEAGUE_MESSAGES.notMember]);
    expect((await admin.client.request({ method: 'DELETE', url: `/api/leagues/${league.id}` })).statusCode).toBe(200);
    expect((await admin.client.get(`/api/leagues/${league.id}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(leagueMembers).where(eq(leagueMembers.leagueId, league.id))).toEqual([]);
  });

  it('lists the caller\'s standings across leagues', async () => {
    const { members, league } = await leagueWithMembers(1);
    const body = (await members[0]!.client.get('/api/leagues/standings')).json() as { standings: unknown[] };
    expect(body.standings).toEqual([{ leagueId: league.id, leagueName: 'Managed', points: 0, position: 2, memberCount: 2 }]);
  });
});
