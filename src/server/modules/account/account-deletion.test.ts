import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captainHistory,
  contactMessages,
  eventEntries,
  events,
  fantasyTeams,
  leagueMembers,
  leagues,
  managerEventScores,
  rateLimits,
  teamEventScores,
  userAchievements,
  userStatistics,
  users,
  verifications,
} from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

interface Player {
  client: TestClient;
  id: string;
  email: string;
  password: string;
}

describe.each(testDatabaseKinds())('account deletion on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let entered: number[];
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp({ kind, seeded: true, env: { ADMIN_EMAILS: `only-admin-${kind}@example.com` } });
    const db = t.database.db;
    // An event starting tomorrow with the entry list of the season's first one, so a prediction is open.
    const [first] = await db.select({ id: events.id }).from(events).orderBy(asc(events.id)).limit(1);
    const [row] = await db
      .insert(events)
      .values({ season: 2091, round: 1, name: 'Deletion Rally', country: 'Finland', startDate: new Date(t.clock.now().getTime() + 86_400_000), endDate: new Date(t.clock.now().getTime() + 2 * 86_400_000), surfaceType: 'gravel' })
      .returning({ id: events.id });
    eventId = row!.id;
    await db.execute(sql`INSERT INTO event_entries (event_id, driver_id, car_number) SELECT ${eventId}, driver_id, car_number FROM event_entries WHERE event_id = ${first!.id}`);
    entered = (await db.select({ id: eventEntries.driverId }).from(eventEntries).where(eq(eventEntries.eventId, eventId))).map((e) => e.id);
  }, 120_000);
  afterAll(async () => t.close());

  async function player(prefix: string, email?: string): Promise<Player> {
    const client = new TestClient(t.app, `10.15.0.${(ip += 1)}`);
    const u = { ...uniqueUser(prefix), ...(email ? { email } : {}) };
    expect((await client.signUp(u)).statusCode).toBe(200);
    const id = ((await client.get('/api/me')).json() as { user: { id: string } }).user.id;
    return { client, id, email: u.email, password: u.password };
  }

  async function createLeague(owner: Player, name: string): Promise<{ id: number; inviteCode: string }> {
    const res = await owner.client.post('/api/leagues', { name, isPrivate: true });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { league: { id: number; inviteCode: string } }).league;
  }
  const join = async (p: Player, code: string) => {
    const res = await p.client.post('/api/leagues/join', { code });
    expect(res.statusCode, res.body).toBe(200);
  };
  const members = (leagueId: number) =>
    t.database.db
      .select({ userId: leagueMembers.userId, isAdmin: leagueMembers.isAdmin, position: leagueMembers.position })
      .from(leagueMembers)
      .where(eq(leagueMembers.leagueId, leagueId))
      .orderBy(asc(leagueMembers.position));
  const leagueRow = async (leagueId: number) => (await t.database.db.select().from(leagues).where(eq(leagues.id, leagueId)))[0];

  /** Every column of every table with a foreign key to users.id, read from the catalogue, not from a list. */
  async function userColumns(): Promise<{ table: string; column: string }[]> {
    const result = await t.database.db.execute(sql`
      SELECT cl.relname AS "table", a.attname AS "column"
      FROM pg_constraint c
      JOIN pg_class cl ON cl.oid = c.conrelid
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`);
    return (result as unknown as { rows: { table: string; column: string }[] }).rows;
  }
  async function rowsNaming(userId: string): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const { table, column } of await userColumns()) {
      const r = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId}`);
      out[`${table}.${column}`] = (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
    }
    out['users.id'] = (await t.database.db.select().from(users).where(eq(users.id, userId))).length;
    out['manager_event_scores.user_id'] = (await t.database.db.select().from(managerEventScores).where(eq(managerEventScores.userId, userId))).length;
    // The engine's per-manager tables carry no foreign key (docs/decisions/0103): counted by name.
    for (const table of ['user_statistics', 'user_achievements', 'prediction_performance']) {
      const r = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`);
      out[`${table}.user_id`] = (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
    }
    out['verifications.value'] = (await t.database.db.select().from(verifications).where(eq(verifications.value, userId))).length;
    out['rate_limits.key'] = (await t.database.db.select().from(rateLimits).where(sql`${rateLimits.key} LIKE ${`%${userId}%`}`)).length;
    return out;
  }

  it('removes every row of the player in one go, corrects their leagues and signs them out', async () => {
    const db = t.database.db;
    const victim = await player('victim');
    const ann = await player('ann');
    const bob = await player('bob');

    // The player's game: a team with a bought and a sold driver, a prediction, notices, a help message.
    expect((await victim.client.post('/api/fantasy/team', { name: 'Doomed Motors' })).statusCode).toBe(201);
    expect((await victim.client.post('/api/fantasy/team/drivers', { driverId: entered[0] })).statusCode).toBe(201);
    expect((await victim.client.post('/api/fantasy/team/drivers', { driverId: entered[1] })).statusCode).toBe(201);
    expect((await victim.client.request({ method: 'DELETE', url: `/api/fantasy/team/drivers/${entered[1]}` })).statusCode).toBe(200);
    expect((await victim.client.request({ method: 'PUT', url: '/api/fantasy/team/captain', payload: { driverId: entered[0] } })).statusCode).toBe(200);
    const predicted = await victim.client.request({ method: 'PUT', url: `/api/predictions/${eventId}`, payload: { first: entered[0], second: entered[1], third: entered[2] } });
    expect(predicted.statusCode, predicted.body).toBeLessThan(300);
    expect((await victim.client.request({ method: 'PATCH', url: '/api/me/settings', payload: { theme: 'dark' } })).statusCode).toBe(200);
    const help = await victim.client.post('/api/help', { subject: 'Goodbye', message: 'Please keep my message.' });
    expect(help.statusCode).toBe(201);
    await victim.client.post('/api/auth/request-password-reset', { email: victim.email });
    // What the engine would have written for them after a scored event.
    const [team] = await db.select({ id: fantasyTeams.id }).from(fantasyTeams).where(eq(fantasyTeams.userId, victim.id));
    await db.insert(managerEventScores).values({ userId: victim.id, eventId, season: 2091, eventStart: t.clock.now(), teamPoints: 30, predictionPoints: 5, points: 35 });
    await db.insert(teamEventScores).values({ teamId: team!.id, eventId, points: 30 });
    await db.insert(userStatistics).values({ userId: victim.id, totalPoints: 35, globalRank: 1, ralliesParticipated: 1, bestRallyPoints: 35, leaguesJoined: 4 });
    // The team already earned First Team at its creation; a score achievement as a publish would award it.
    await db.execute(sql`INSERT INTO user_achievements (user_id, achievement_id) VALUES (${victim.id}, 'century')`);

    // L1: the victim is the only admin, Ann joined before Bob → Ann inherits it.
    const l1 = await createLeague(victim, 'Victim League');
    await join(ann, l1.inviteCode);
    await join(bob, l1.inviteCode);
    // L2: the victim alone → the league goes.
    const l2 = await createLeague(victim, 'Lonely League');
    // L3: Ann's league the victim joined → Ann stays the only admin.
    const l3 = await createLeague(ann, 'Ann League');
    await join(victim, l3.inviteCode);
    // L4: the victim and Bob are both admins → nobody is promoted.
    const l4 = await createLeague(victim, 'Shared League');
    await join(bob, l4.inviteCode);
    await join(ann, l4.inviteCode);
    expect((await victim.client.request({ method: 'PATCH', url: `/api/leagues/${l4.id}/members/${bob.id}`, payload: { isAdmin: true } })).statusCode).toBe(200);

    const before = await rowsNaming(victim.id);
    expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(15);
    expect(before['users.id']).toBe(1);

    // "Download my data" first: the file holds what is about to go.
    const exported = (await victim.client.get('/api/me/export')).json();
    expect(exported.fantasyTeam.name).toBe('Doomed Motors');
    expect(exported.fantasyTeam.transfers.map((x: { type: string }) => x.type)).toEqual(['in', 'in', 'out']);
    expect(exported.fantasyTeam.captainHistory.map((c: { driverId: number; clearedAt: string | null }) => [c.driverId, c.clearedAt])).toEqual([[entered[0], null]]);
    expect(exported.predictions[0].podium).toHaveLength(3);
    expect(exported.leagues).toHaveLength(4);

    const res = await victim.client.post('/api/me/delete', { password: victim.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    const cleared = ([res.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('rally.session_token='));
    expect(cleared).toMatch(/^rally\.session_token=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);

    const after = await rowsNaming(victim.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(Object.keys(after)).toEqual(
      expect.arrayContaining(['sessions.user_id', 'accounts.user_id', 'fantasy_teams.user_id', 'predictions.user_id', 'league_members.user_id', 'notifications.user_id', 'user_preferences.user_id', 'user_statistics.user_id', 'user_achievements.user_id', 'prediction_performance.user_id', 'contact_messages.user_id', 'leagues.created_by']),
    );
    expect(await db.select().from(teamEventScores).where(eq(teamEventScores.teamId, team!.id))).toEqual([]);
    expect(await db.select().from(captainHistory).where(eq(captainHistory.teamId, team!.id))).toEqual([]);
    expect(await db.select().from(userAchievements).where(eq(userAchievements.userId, victim.id))).toEqual([]);
    // The help message stays for the admins, without a link to the account.
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, help.json().id));
    expect(message).toMatchObject({ subject: 'Goodbye', userId: null });

    expect(await leagueRow(l1.id)).toMatchObject({ memberCount: 2, createdBy: null });
    // Nobody has points: positions follow the join order.
    expect(await members(l1.id)).toEqual([
      { userId: ann.id, isAdmin: true, position: 1 },
      { userId: bob.id, isAdmin: false, position: 2 },
    ]);
    expect(await leagueRow(l2.id)).toBeUndefined();
    expect(await leagueRow(l3.id)).toMatchObject({ memberCount: 1 });
    expect(await members(l3.id)).toEqual([{ userId: ann.id, isAdmin: true, position: 1 }]);
    expect(await leagueRow(l4.id)).toMatchObject({ memberCount: 2 });
    expect((await members(l4.id)).map((m) => [m.userId, m.isAdmin]).sort()).toEqual([[ann.id, false], [bob.id, true]].sort());
    expect((await members(l4.id)).map((m) => m.position)).toEqual([1, 2]);

    // Signed out, and the account no longer opens.
    const replay = await victim.client.get('/api/me');
    expect(replay.statusCode).toBe(401);
    const again = await new TestClient(t.app, '10.15.1.1').signIn(victim.email, victim.password);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Invalid email or password. Please check your credentials and try again.');
  });

  it('asks for the right password and deletes nothing otherwise', async () => {
    const p = await player('keep');
    await p.client.post('/api/fantasy/team', { name: 'Kept Motors' });
    const before = await rowsNaming(p.id);
    for (const [body, message] of [
      [{ password: 'not-my-password' }, 'The password is not correct'],
      [{ password: '' }, 'password: Please enter your password'],
      [{}, 'password: Please enter your password'],
      [{ password: p.password, confirm: true }, 'Unrecognized key: "confirm"'],
      [{ password: 'x'.repeat(129) }, 'password: The password is not correct'],
    ] as const) {
      const res = await p.client.post('/api/me/delete', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const after = await rowsNaming(p.id);
    // Only the wrong-password counter moved.
    expect({ ...after, 'rate_limits.key': 0 }).toEqual({ ...before, 'rate_limits.key': 0 });
    expect((await p.client.get('/api/me')).statusCode).toBe(200);
    expect((await new TestClient(t.app).post('/api/me/delete', { password: p.password })).statusCode).toBe(401);
  });

  it('counts wrong passwords per player on the password-change allowance', async () => {
    const p = await player('guess');
    for (let i = 0; i < 4; i += 1) expect((await p.client.post('/api/me/delete', { password: `wrong-${i}` })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, `password:user:${p.id}`));
    expect(row?.count).toBe(4);
  });

  it('keeps the last site admin', async () => {
    const admin = await player('admin', `only-admin-${kind}@example.com`);
    const res = await admin.client.post('/api/me/delete', { password: admin.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are the last admin: make someone else an admin before deleting your account');
    expect((await admin.client.get('/api/me')).statusCode).toBe(200);
  });
});
