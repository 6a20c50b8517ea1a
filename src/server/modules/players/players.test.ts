import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardResponse, ProfileResponse, StatsResponse } from '@shared/api/players';
import {
  eventResults,
  events,
  fantasyTeams,
  lineupHistory,
  notifications,
  predictionResults,
  predictions,
  userPreferences,
  users,
} from '../../db/schema/index';
import { withoutPredictionLock } from '../../test/prediction-lock';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { publishNow } from '../scoring/index';

/**
 * The player's own area (issue 13): dashboard, statistics, profiles and notifications, read over HTTP on a
 * seeded season where one player ("ace") held two drivers and predicted the podium of the last scored rally.
 */
describe.each(testDatabaseKinds())('player area API (%s)', (kind) => {
  let t: TestApp;
  let ace: TestClient;
  let aceId: string;
  let rival: TestClient;
  let rivalId: string;
  let quiet: TestClient;
  let quietId: string;
  let scoredEvent: { id: number; name: string; round: number; startDate: Date };
  /** The two drivers ace held at the start of the scored event, with what the engine stored for them. */
  let held: { driverId: number; fantasyPoints: number }[];
  let podium: number[];
  let leagueId: number;

  async function signedUp(prefix: string): Promise<{ client: TestClient; id: string; email: string; password: string }> {
    const client = new TestClient(t.app);
    const user = uniqueUser(prefix);
    const res = await client.signUp(user);
    expect(res.statusCode, res.body).toBe(200);
    return { client, id: res.json<{ user: { id: string } }>().user.id, email: user.email, password: user.password };
  }

  /** A team holding `driverIds` since the day before the scored event (trusted fixture: backdated lineup). */
  async function teamBefore(client: TestClient, userId: string, name: string, driverIds: number[]) {
    expect((await client.post('/api/fantasy/team', { name })).statusCode).toBe(201);
    for (const driverId of driverIds) {
      const res = await client.post('/api/fantasy/team/drivers', { driverId });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [team] = await t.database.db.select().from(fantasyTeams).where(eq(fantasyTeams.userId, userId));
    await t.database.db
      .update(lineupHistory)
      .set({ acquiredAt: new Date(scoredEvent.startDate.getTime() - 86_400_000) })
      .where(eq(lineupHistory.teamId, team!.id));
  }

  beforeAll(async () => {
    t = await createTestApp({ kind, seeded: true });
    const db = t.database.db;
    const [last] = await db
      .select({ id: events.id, name: events.name, round: events.round, startDate: events.startDate })
      .from(events)
      .where(isNotNull(events.resultsPublishedAt))
      .orderBy(desc(events.startDate))
      .limit(1);
    scoredEvent = last!;
    const results = await db
      .select()
      .from(eventResults)
      .where(eq(eventResults.eventId, scoredEvent.id))
      .orderBy(asc(eventResults.position));
    podium = results.filter((r) => r.status === 'finished' && r.position !== null && r.position <= 3).map((r) => r.driverId);
    expect(podium).toHaveLength(3);
    held = results.slice(0, 2).map((r) => ({ driverId: r.driverId, fantasyPoints: r.fantasyPoints }));

    ({ client: ace, id: aceId } = await signedUp('ace'));
    ({ client: rival, id: rivalId } = await signedUp('rival'));
    ({ client: quiet, id: quietId } = await signedUp('quiet'));
    await db.update(users).set({ fullName: 'Ace Driver', country: 'Finland', isPremium: true }).where(eq(users.id, aceId));

    await teamBefore(ace, aceId, 'Ace Racing', held.map((h) => h.driverId));
    await teamBefore(rival, rivalId, 'Rival Racing', [results[2]!.driverId]);
    await teamBefore(quiet, quietId, 'Quiet Racing', [results[3]!.driverId]);
    // quiet turned in-app notifications off: the engine's notices must skip them.
    await db.insert(userPreferences).values({ userId: quietId, notifications: false });

    await withoutPredictionLock(db, async (tx) => {
      const [p] = await tx.insert(predictions).values({ userId: aceId, eventId: scoredEvent.id }).returning();
      await tx.insert(predictionResults).values(podium.map((driverId, i) => ({ predictionId: p!.id, position: i + 1, driverId })));
    });
    const created = await ace.post('/api/leagues', { name: 'Ace League', isPrivate: true });
    expect(created.statusCode, created.body).toBe(201);
    leagueId = created.json<{ league: { id: number } }>().league.id;

    await publishNow(db, scoredEvent.id);
  }, 120_000);
  afterAll(async () => t.close());

  describe('authentication', () => {
    it.each([
      ['GET', '/api/me/dashboard'],
      ['GET', '/api/me/statistics'],
      ['GET', '/api/profiles/abc'],
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/1/read'],
    ] as const)('%s %s answers 401 "User not authenticated" to a visitor', async (method, url) => {
      const res = await new TestClient(t.app).request({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('User not authenticated');
    });
  });

  describe('dashboard', () => {
    it('a new player: zeros, unranked, no team, no leagues, nothing scored, and the next three rallies', async () => {
      const { client } = await signedUp('newbie');
      const res = await client.get('/api/me/dashboard');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<DashboardResponse>();
      expect(body.stats).toEqual({ totalPoints: 0, globalRank: null, rallies: 0, bestRally: 0, leagues: 0 });
      expect(body.team).toBeNull();
      expect(body.leagues).toEqual([]);
      expect(body.lastScored).toBeNull();
      const upcoming = await t.database.db
        .select({ id: events.id })
        .from(events)
        .where(sql`${events.startDate} >= app_now()`)
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(3);
      expect(body.upcoming.map((e) => e.id)).toEqual(upcoming.map((e) => e.id));
      expect(body.upcoming.length).toBeLessThanOrEqual(3);
    });

    it("shows the player's rank, points, team, league and the last event explained driver by driver", async () => {
      const body = (await ace.get('/api/me/dashboard')).json<DashboardResponse>();
      const teamPoints = held[0]!.fantasyPoints + held[1]!.fantasyPoints;
      // The exact podium is worth 15 (docs/game-rules.md §6.2).
      expect(body.lastScored).toMatchObject({ eventId: scoredEvent.id, name: scoredEvent.name, teamPoints, predictionPoints: 15, points: teamPoints + 15 });
      expect(body.lastScored!.drivers.map((d) => d.driverId).sort()).toEqual(held.map((h) => h.driverId).sort());
      for (const d of body.lastScored!.drivers) {
        const b = d.breakdown;
        expect(b.position + b.finish + b.stageWins + b.powerStage + b.supportCategory + b.penalty).toBe(d.points);
        expect(d.points).toBe(held.find((h) => h.driverId === d.driverId)!.fantasyPoints);
      }
      expect(body.stats.totalPoints).toBe(teamPoints + 15);
      expect(body.stats.rallies).toBe(1);
      expect(body.stats.bestRally).toBe(teamPoints + 15);
      expect(body.stats.globalRank).toBeGreaterThanOrEqual(1);
      expect(body.stats.leagues).toBe(1);
      expect(body.team).toMatchObject({ name: 'Ace Racing', driverCount: 2 });
      expect(body.team!.drivers.map((d) => d.id).sort()).toEqual(held.map((h) => h.driverId).sort());
      expect(body.leagues).toEqual([{ leagueId, name: 'Ace League', position: 1, points: teamPoints + 15, memberCount: 1, format: 'classic', matchPoints: 0 }]);
    });

    it("never carries another player's team or leagues", async () => {
      const body = (await rival.get('/api/me/dashboard')).json<DashboardResponse>();
      expect(body.team?.name).toBe('Rival Racing');
      expect(body.leagues).toEqual([]);
      expect(body.lastScored?.predictionPoints).toBeNull();
      expect(JSON.stringify(body)).not.toContain('Ace Racing');
      expect(JSON.stringify(body)).not.toContain('Ace League');
    });
  });

  describe('statistics', () => {
    it('has leagues, prediction accuracy, achievements, activity newest first and the points per event', async () => {
      const res = await ace.get('/api/me/statistics');
      expect(res.statusCode).toBe(200);
      const body = res.json<StatsResponse>();
      expect(body.season).toBe(t.clock.now().getUTCFullYear());
      expect(body.leagues.map((l) => l.leagueId)).toEqual([leagueId]);
      expect(body.predictions).toEqual({ total: 1, correct: 1, accuracy: 100, pointsEarned: 15 });
      const names = body.achievements.map((a) => a.name);
      expect(names).toEqual(expect.arrayContaining(['First Team', 'Crystal Ball', 'Perfect Podium', 'League Founder']));
      const kinds = new Set(body.activity.map((a) => a.kind));
      expect(kinds).toEqual(new Set(['transfer', 'prediction', 'league', 'points']));
      const times = body.activity.map((a) => Date.parse(a.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(body.activity.filter((a) => a.kind === 'transfer')).toHaveLength(2);
      const season = scoredEvent.startDate.getUTCFullYear();
      if (season === body.season) {
        expect(body.pointsPerEvent).toEqual([
          // The round labels the season chart (issue 30, part 4).
          expect.objectContaining({ eventId: scoredEvent.id, round: scoredEvent.round, predictionPoints: 15, points: body.stats.totalPoints }),
        ]);
      }
    });

    it('awards an action achievement at the action itself, before any publish', async () => {
      const { client } = await signedUp('eager');
      const names = async () =>
        (await client.get('/api/me/statistics')).json<StatsResponse>().achievements.map((a) => a.name);
      expect(await names()).toEqual([]);
      expect((await client.post('/api/fantasy/team', { name: 'Eager Racing' })).statusCode).toBe(201);
      expect(await names()).toEqual(['First Team']);
      expect((await client.post('/api/leagues', { name: 'Eager League', isPrivate: false })).statusCode).toBe(201);
      expect((await names()).sort()).toEqual(['First Team', 'League Founder']);
    });

    it('a new player has empty lists and no prediction summary', async () => {
      const { client } = await signedUp('fresh');
      const body = (await client.get('/api/me/statistics')).json<StatsResponse>();
      expect(body).toMatchObject({ leagues: [], predictions: null, achievements: [], activity: [], pointsPerEvent: [] });
      expect(body.stats).toEqual({ totalPoints: 0, globalRank: null, rallies: 0, bestRally: 0, leagues: 0 });
    });

    it("holds none of another player's activity", async () => {
      const body = (await rival.get('/api/me/statistics')).json<StatsResponse>();
      expect(body.predictions).toBeNull();
      expect(body.leagues).toEqual([]);
      expect(body.activity.some((a) => a.kind === 'league' || a.kind === 'prediction')).toBe(false);
    });
  });

  describe('profiles', () => {
    it('own profile: details, stats, the fantasy team and prediction cards, latest achievements', async () => {
      const res = await ace.get(`/api/profiles/${aceId}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<ProfileResponse>();
      expect(body).toMatchObject({ isOwn: true, visibility: 'full', hasTeam: true });
      expect(body.details).toMatchObject({ fullName: 'Ace Driver', country: 'Finland', isPremium: true, isAdmin: false });
      expect(body.details!.lastActive).not.toBeNull();
      expect(body.team).toMatchObject({ name: 'Ace Racing', budget: 10_000_000 });
      expect(body.predictions).toMatchObject({ total: 1, correct: 1 });
      expect(body.achievements.length).toBe(Math.min(6, body.achievementCount));
      const earned = body.achievements.map((a) => Date.parse(a.earnedAt));
      expect(earned).toEqual([...earned].sort((a, b) => b - a));
    });

    it("another user's public profile: details, stats and achievements, never their team or predictions", async () => {
      const body = (await rival.get(`/api/profiles/${aceId}`)).json<ProfileResponse>();
      expect(body).toMatchObject({ isOwn: false, visibility: 'full', hasTeam: true, team: null, predictions: null });
      expect(body.details?.fullName).toBe('Ace Driver');
      expect(body.stats?.totalPoints).toBeGreaterThan(0);
      expect(body.achievementCount).toBeGreaterThan(0);
    });

    it('a private profile shows others only the username and avatar; its owner still sees everything', async () => {
      await t.database.db
        .insert(userPreferences)
        .values({ userId: aceId, publicProfile: false })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { publicProfile: false } });
      try {
        const res = await rival.get(`/api/profiles/${aceId}`);
        expect(res.statusCode).toBe(200);
        const body = res.json<ProfileResponse>();
        expect(body).toEqual({
          isOwn: false,
          visibility: 'limited',
          user: { id: aceId, username: expect.any(String), avatarUrl: null },
          details: null,
          stats: null,
          hasTeam: null,
          team: null,
          predictions: null,
          achievements: [],
          achievementCount: 0,
        });
        expect(res.body).not.toContain('Ace Driver');
        expect(res.body).not.toContain('Finland');
        const own = (await ace.get(`/api/profiles/${aceId}`)).json<ProfileResponse>();
        expect(own).toMatchObject({ isOwn: true, visibility: 'full' });
        expect(own.details?.fullName).toBe('Ace Driver');
      } finally {
        await t.database.db.delete(userPreferences).where(eq(userPreferences.userId, aceId));
      }
    });

    it('a user without a preferences row is public (the spec default)', async () => {
      const body = (await ace.get(`/api/profiles/${rivalId}`)).json<ProfileResponse>();
      expect(body.visibility).toBe('full');
      expect(body.details).not.toBeNull();
    });

    it('an unknown user is 404 "User not found"; a malformed id is a 400', async () => {
      const missing = await ace.get('/api/profiles/no-such-user-0000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('User not found');
      for (const bad of ['%00', 'a%20b', 'a.b']) {
        const res = await ace.get(`/api/profiles/${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
      // Longer than any id: refused before routing (414), never a database error.
      expect((await ace.get(`/api/profiles/${'x'.repeat(101)}`)).statusCode).toBe(414);
    });

    it('signing in keeps "last active" up to date', async () => {
      const { client, id, email, password } = await signedUp('returning');
      await t.database.db.update(users).set({ lastLogin: new Date('2020-01-01T00:00:00Z') }).where(eq(users.id, id));
      const before = t.clock.now().getTime();
      expect((await client.signIn(email, password)).statusCode).toBe(200);
      const body = (await ace.get(`/api/profiles/${id}`)).json<ProfileResponse>();
      expect(Date.parse(body.details!.lastActive!)).toBeGreaterThanOrEqual(before - 5_000);
    });
  });

  describe('notifications', () => {
    interface List {
      notifications: { id: number; title: string; link: string | null; readAt: string | null; createdAt: string }[];
      unread: number;
    }
    const list = async (client: TestClient, query = '') => (await client.get(`/api/notifications${query}`)).json<List>();
    const unread = async (client: TestClient) => (await client.get('/api/notifications/unread-count')).json<{ count: number }>().count;

    it('the publish notified the managers, newest first, with links into the app', async () => {
      const body = await list(ace);
      expect(body.notifications.map((n) => n.title)).toEqual(
        expect.arrayContaining([`Results published: ${scoredEvent.name}`, `Prediction scored: ${scoredEvent.name}`]),
      );
      const times = body.notifications.map((n) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(body.unread).toBe(body.notifications.filter((n) => n.readAt === null).length);
      expect(body.unread).toBe(await unread(ace));
      expect(body.notifications.find((n) => n.title.startsWith('Results'))?.link).toBe(`/events/${scoredEvent.id}`);
    });

    it('"Enable in-app notifications" off: the engine wrote none for that player', async () => {
      expect((await list(quiet)).notifications).toEqual([]);
      expect(await unread(quiet)).toBe(0);
      const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, quietId));
      expect(rows).toEqual([]);
      expect((await list(rival)).notifications.length).toBeGreaterThan(0);
    });
  });
});
