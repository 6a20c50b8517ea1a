import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDetail } from '@shared/api/leagues';
import { LEAGUE_MESSAGES } from '@shared/api/leagues';
import type { LeagueSeasonResponse } from '@shared/api/league-season';
import { events, leagueMembers, managerEventScores, users } from '../../db/schema/index';
import { writeLeaguePositions } from '../../lib/league-positions.repo';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

/**
 * A league's season rally by rally (issue 31 part 3, docs/decisions/0212): the worked example of
 * docs/game-rules.md §8.8 played event by event, every figure written by hand below.
 */
describe.each(testDatabaseKinds())('league season on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let outsider: TestClient;
  let leagueId: number;
  let privateLeagueId: number;
  let eventIds: number[] = [];
  const SEASON = 2026;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await t.clock.set(new Date('2026-06-01T12:00:00Z'));
    const db = t.database.db;
    owner = new TestClient(t.app);
    const u = uniqueUser('seasonowner');
    expect((await owner.signUp(u)).statusCode).toBe(200);
    outsider = new TestClient(t.app);
    expect((await outsider.signUp(uniqueUser('seasonout'))).statusCode).toBe(200);
    const created = await owner.post('/api/leagues', { name: 'Rally by rally', isPrivate: false });
    leagueId = (created.json() as { league: LeagueDetail }).league.id;
    const hidden = await owner.post('/api/leagues', { name: 'Hidden season' });
    privateLeagueId = (hidden.json() as { league: LeagueDetail }).league.id;
    // The owner leaves the table to the eight of §8.8 (he is not in the worked example).
    const ownerId = (created.json() as { league: LeagueDetail }).league.createdBy!;
    await db.delete(leagueMembers).where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, ownerId)));

    // E1, E2, E3 a week apart; a fourth event of the season has no scores and is no column; one of last season.
    const base = Date.UTC(2026, 0, 20);
    const rows = [0, 1, 2, 3].map((week, i) => ({
      name: `Season Rally ${i + 1}`,
      country: 'Finland',
      season: SEASON,
      round: i + 1,
      startDate: new Date(base + week * 7 * 86_400_000),
      endDate: new Date(base + week * 7 * 86_400_000 + 2 * 86_400_000),
      surfaceType: 'gravel' as const,
    }));
    const inserted = await db
      .insert(events)
      .values([...rows, { ...rows[0]!, season: SEASON - 1, name: 'Last year', startDate: new Date(Date.UTC(2025, 5, 1)), endDate: new Date(Date.UTC(2025, 5, 3)) }])
      .returning({ id: events.id, startDate: events.startDate, season: events.season });
    const [e1, e2, e3, , lastYear] = inserted;
    eventIds = [e1!.id, e2!.id, e3!.id];

    const jan = (day: number) => new Date(Date.UTC(2026, 0, day));
    // Ann…Eve joined 1 Jan in this order (one second apart, so the join decides and not the user id).
    const table: [string, (number | null)[], Date][] = [
      ['ann', [20, 10, 10], new Date(jan(1).getTime() + 1000)],
      ['ben', [10, 20, 10], new Date(jan(1).getTime() + 2000)],
      ['cat', [15, 15, 10], new Date(jan(1).getTime() + 3000)],
      ['dan', [25, 5, null], new Date(jan(1).getTime() + 4000)],
      ['eve', [5, 15, 20], new Date(jan(1).getTime() + 5000)],
      ['gus', [10, 10, null], new Date(Date.UTC(2026, 2, 1))],
      ['hal', [10, 10, 0], new Date(Date.UTC(2026, 2, 5))],
      ['ivy', [10, 10, 0], new Date(Date.UTC(2026, 2, 2))],
    ];
    for (const [name, scores, joinedAt] of table) {
      const id = `season-${name}`;
      ids[name] = id;
      await db.insert(users).values({ id, name: id, email: `${id}@example.com`, username: `season_${name}` });
      await db.insert(leagueMembers).values({ leagueId, userId: id, joinedAt });
      for (const [i, ev] of [e1!, e2!, e3!].entries()) {
        const points = scores[i];
        if (points === null || points === undefined) continue;
        await db.insert(managerEventScores).values({ userId: id, eventId: ev.id, season: SEASON, eventStart: ev.startDate, teamPoints: points, predictionPoints: null, points });
      }
      // A score of last season never counts in this one.
      await db.insert(managerEventScores).values({ userId: id, eventId: lastYear!.id, season: SEASON - 1, eventStart: lastYear!.startDate, teamPoints: 99, predictionPoints: null, points: 99 });
    }
    await writeLeaguePositions(db, SEASON, [leagueId]);
  });
  afterAll(async () => t.close());

  const read = async (client: TestClient, id = leagueId) => {
    const res = await client.get(`/api/leagues/${id}/season`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LeagueSeasonResponse>();
  };
  const name = (userId: string) => userId.slice('season-'.length);

  it('lists the scored events of the season as columns, in order', async () => {
    const season = await read(owner);
    expect(season.season).toBe(2026);
    expect(season.events.map((e) => [e.eventId, e.round, e.name])).toEqual([
      [eventIds[0], 1, 'Season Rally 1'],
      [eventIds[1], 2, 'Season Rally 2'],
      [eventIds[2], 3, 'Season Rally 3'],
    ]);
  });

  it("game-rules §8.12: gives each member's event score, points and place after every event, as worked out by hand (§8.2–§8.4)", async () => {
    const season = await read(outsider);
    const byName = Object.fromEntries(season.members.map((m) => [name(m.userId), m.steps.map((s) => [s.eventPoints, s.points, s.position])]));
    // After E1: Dan 25 (the win), Ann 20, Cat 15; Ben, Gus, Ivy, Hal on 10 with no win, best 10 and 10 in E1:
    // by join (Ben 1 Jan, Gus 1 Mar, Ivy 2 Mar, Hal 5 Mar); Eve 5 last.
    // After E2: Dan 30 (win, best 25), Ben 30 (win E2, best 20), Ann 30 (best 20), Cat 30 (best 15); Eve 20 (best 15);
    // Gus, Ivy, Hal 20 (best 10, all 10 in E2) by join.
    // After E3 (§8.8): Eve, Ben, Ann, Cat on 40, Dan 30, Ivy and Hal (0 in E3) before Gus (no E3).
    expect(byName).toEqual({
      ann: [[20, 20, 2], [10, 30, 3], [10, 40, 3]],
      ben: [[10, 10, 4], [20, 30, 2], [10, 40, 2]],
      cat: [[15, 15, 3], [15, 30, 4], [10, 40, 4]],
      dan: [[25, 25, 1], [5, 30, 1], [null, 30, 5]],
      eve: [[5, 5, 8], [15, 20, 5], [20, 40, 1]],
      gus: [[10, 10, 5], [10, 20, 6], [null, 20, 8]],
      hal: [[10, 10, 7], [10, 20, 8], [0, 20, 7]],
      ivy: [[10, 10, 6], [10, 20, 7], [0, 20, 6]],
    });
  });

  it('orders the members by the last table and gives the movement at the last event (up positive)', async () => {
    const season = await read(owner);
    expect(season.members.map((m) => `${name(m.userId)}:${m.movement}`)).toEqual([
      'eve:4', // 5th → 1st
      'ben:0',
      'ann:0',
      'cat:0',
      'dan:-4', // 1st → 5th
      'ivy:1', // 7th → 6th
      'hal:1', // 8th → 7th
      'gus:-2', // 6th → 8th
    ]);
    expect(season.members[0]!.username).toBe('season_eve');
  });

  it('ends on the places stored in the league table', async () => {
    const season = await read(owner);
    const stored = await t.database.db
      .select({ userId: leagueMembers.userId, position: leagueMembers.position })
      .from(leagueMembers)
      .where(eq(leagueMembers.leagueId, leagueId));
    const storedBy = Object.fromEntries(stored.map((r) => [r.userId, r.position]));
    for (const m of season.members) expect(m.steps.at(-1)!.position, m.userId).toBe(storedBy[m.userId]);
  });

  it("gives the league's averages after each event, one decimal, halves away from zero (§1.1)", async () => {
    const season = await read(owner);
    // Points: E1 105/8 = 13.125 → 13.1; E2 200/8 = 25; E3 250/8 = 31.25 → 31.3.
    // Event scores of those who scored: E1 105/8 → 13.1; E2 95/8 = 11.875 → 11.9; E3 50/6 = 8.33… → 8.3.
    expect(season.averages).toEqual([
      { points: 13.1, eventPoints: 13.1 },
      { points: 25, eventPoints: 11.9 },
      { points: 31.3, eventPoints: 8.3 },
    ]);
  });

  it('reads the same twice', async () => {
    expect(await read(owner)).toEqual(await read(owner));
  });

  it('shows a member with no score at all on 0 with no event score, and no movement before a second event', async () => {
    const fresh = await owner.post('/api/leagues', { name: 'Newcomers', isPrivate: false });
    const id = (fresh.json() as { league: LeagueDetail }).league.id;
    const season = await read(owner, id);
    expect(season.members).toHaveLength(1);
    expect(season.members[0]!.steps).toEqual([
      { eventPoints: null, points: 0, position: 1 },
      { eventPoints: null, points: 0, position: 1 },
      { eventPoints: null, points: 0, position: 1 },
    ]);
    expect(season.members[0]!.movement).toBe(0);
    expect(season.averages).toEqual([
      { points: 0, eventPoints: null },
      { points: 0, eventPoints: null },
      { points: 0, eventPoints: null },
    ]);
  });

  it('has no columns in a season with no scored event', async () => {
    await t.clock.set(new Date('2027-03-01T12:00:00Z'));
    try {
      const season = await read(owner);
      expect(season).toMatchObject({ season: 2027, events: [], averages: [] });
      expect(season.members).toHaveLength(8);
      expect(season.members.every((m) => m.steps.length === 0 && m.movement === null)).toBe(true);
    } finally {
      await t.clock.set(new Date('2026-06-01T12:00:00Z'));
    }
  });

  it('is a 404 for an outsider of a private league and for a missing one, a 400 for a bad id, a 401 signed out', async () => {
    const hidden = await outsider.get(`/api/leagues/${privateLeagueId}/season`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ message: LEAGUE_MESSAGES.notFound });
    expect((await owner.get(`/api/leagues/${privateLeagueId}/season`)).statusCode).toBe(200);
    expect((await owner.get('/api/leagues/999999/season')).statusCode).toBe(404);
    expect((await owner.get('/api/leagues/abc/season')).statusCode).toBe(400);
    expect((await new TestClient(t.app).get(`/api/leagues/${leagueId}/season`)).statusCode).toBe(401);
  });
});
