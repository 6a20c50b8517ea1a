import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConstructorStandingDto,
  DriverDto,
  DriverHistoryEntry,
  DriverStandingDto,
  TeamDto,
  TeamResultDto,
} from '@shared/api/championship';
import { standingTrend } from '@shared/game/standings';
import { eventResults, events } from '../../db/schema/index';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { currentSeason } from '@shared/game/season';

const SEASON = 2026;

describe('currentSeason', () => {
  it('is the UTC year of the given date (game-rules §1.3)', () => {
    expect(currentSeason(new Date('2027-01-01T00:30:00Z'))).toBe(2027);
    expect(currentSeason(new Date('2026-12-31T23:59:00Z'))).toBe(2026);
  });
});

describe.each(testDatabaseKinds())('championship API on %s', (kind) => {
  describe('on an empty database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ kind });
    });
    afterAll(async () => t.close());

    it('lists no teams, no drivers and empty standings', async () => {
      const c = new TestClient(t.app);
      expect((await c.get('/api/teams')).json()).toEqual({ teams: [] });
      expect((await c.get('/api/drivers')).json()).toEqual({ drivers: [] });
      expect((await c.get(`/api/standings/drivers?season=${SEASON}`)).json()).toEqual({
        season: SEASON,
        standings: [],
      });
      expect((await c.get(`/api/standings/constructors?season=${SEASON}`)).json()).toEqual({
        season: SEASON,
        standings: [],
      });
    });
  });

  describe('on the demo season', () => {
    let t: TestApp;
    let c: TestClient;
    let teams: TeamDto[];
    let allDrivers: DriverDto[];
    let driverStandings: DriverStandingDto[];
    let constructorStandings: ConstructorStandingDto[];

    beforeAll(async () => {
      t = await createTestApp({ kind, seeded: true });
      c = new TestClient(t.app);
      teams = (await c.get('/api/teams')).json().teams;
      allDrivers = (await c.get('/api/drivers')).json().drivers;
      driverStandings = (await c.get(`/api/standings/drivers?season=${SEASON}`)).json().standings;
      constructorStandings = (await c.get(`/api/standings/constructors?season=${SEASON}`)).json().standings;
    });
    afterAll(async () => t.close());

    /** Official points per driver over the completed events of the season, straight from SQL. */
    async function sqlTotals(excludeLatest: boolean): Promise<Map<number, number>> {
      const db = t.database.db;
      const completed = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.season, SEASON), eq(events.status, 'completed')))
        .orderBy(desc(events.startDate));
      const ids = completed.map((e) => e.id).slice(excludeLatest ? 1 : 0);
      const rows = await db
        .select({ driverId: eventResults.driverId, points: sql<number>`sum(${eventResults.points})::int` })
        .from(eventResults)
        .where(
          sql`${eventResults.eventId} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
        .groupBy(eventResults.driverId);
      return new Map(rows.map((r) => [r.driverId, r.points]));
    }

    it('lists the three constructor teams with their drivers count and current position', async () => {
      expect(teams).toHaveLength(3);
      expect(teams.reduce((sum, team) => sum + team.driverCount, 0)).toBe(allDrivers.length);
      for (const team of teams) {
        const standing = constructorStandings.find((s) => s.teamId === team.id);
        expect(team.currentPosition).toBe(standing?.position);
        expect(team.points).toBe(standing?.points);
      }
      expect(teams.map((x) => x.currentPosition).sort()).toEqual([1, 2, 3]);
      expect(teams.find((x) => x.name === 'Toyota Gazoo Racing WRT')?.championships).toBe(6);
    });

    it('returns one team, and 404 "Constructor team not found" for an unknown one', async () => {
      const team = teams[0] as TeamDto;
      const res = await c.get(`/api/teams/${team.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(team);
      for (const url of ['/api/teams/999999', '/api/teams/999999/results', '/api/drivers?teamId=999999']) {
        const missing = await c.get(url);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Constructor team not found' });
      }
      expect((await c.get('/api/teams/abc')).statusCode).toBe(400);
    });

    it("lists a team's drivers", async () => {
      const team = teams[0] as TeamDto;
      const res = await c.get(`/api/drivers?teamId=${team.id}`);
      expect(res.statusCode).toBe(200);
      const list: DriverDto[] = res.json().drivers;
      expect(list).toHaveLength(team.driverCount);
      expect(list.every((d) => d.teamId === team.id && d.teamName === team.name)).toBe(true);
    });

    it("returns the team's drivers' results of its latest three events, newest first", async () => {
      const team = teams[0] as TeamDto;
      const res = await c.get(`/api/teams/${team.id}/results`);
      expect(res.statusCode).toBe(200);
      const results: TeamResultDto[] = res.json().results;
      const eventIds = [...new Set(results.map((r) => r.eventId))];
      expect(eventIds).toHaveLength(3);
      const starts = results.map((r) => Date.parse(r.startDate));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      const teamDriverIds = new Set(allDrivers.filter((d) => d.teamId === team.id).map((d) => d.id));
      expect(results.every((r) => teamDriverIds.has(r.driverId))).toBe(true);
    });

    it('lists every driver with his team, best fantasy season first', async () => {
      expect(allDrivers).toHaveLength(14);
      const points = allDrivers.map((d) => d.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
      expect(allDrivers.every((d) => d.teamName !== null && d.price > 0 && d.nextEventOdds >= 1)).toBe(true);
    });

    it('returns one driver, and 404 "Driver not found" for an unknown one', async () => {
      const driver = allDrivers[0] as DriverDto;
      const res = await c.get(`/api/drivers/${driver.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(driver);
      for (const url of ['/api/drivers/999999', '/api/drivers/999999/history']) {
        const missing = await c.get(url);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Driver not found' });
      }
    });

    it("returns a driver's history newest first, only completed events", async () => {
      const driver = allDrivers[0] as DriverDto;
      const res = await c.get(`/api/drivers/${driver.id}/history`);
      expect(res.statusCode).toBe(200);
      const history: DriverHistoryEntry[] = res.json().history;
      expect(history.length).toBeGreaterThan(0);
      expect(history.length).toBeLessThanOrEqual(9);
      const starts = history.map((h) => Date.parse(h.startDate));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      // Season fantasy points are the sum of the driver's event fantasy points.
      expect(history.reduce((sum, h) => sum + h.fantasyPoints, 0)).toBe(driver.points);
    });

    it("ranks the drivers' championship by official points of completed events (game-rules §10.1)", async () => {
      const totals = await sqlTotals(false);
      expect(driverStandings.length).toBe(totals.size);
      expect(driverStandings.map((s) => s.position)).toEqual(driverStandings.map((_, i) => i + 1));
      for (const s of driverStandings) expect(s.points, s.name).toBe(totals.get(s.driverId));
      const points = driverStandings.map((s) => s.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
      const names = new Map(allDrivers.map((d) => [d.id, d]));
      for (const s of driverStandings) {
        expect(s.name).toBe(names.get(s.driverId)?.name);
        expect(s.team).toBe(names.get(s.driverId)?.teamName);
      }
    });

    it('gives the position before the latest completed event and the trend (game-rules §10.3)', async () => {
      const before = await sqlTotals(true);
      const previousOrder = [...before].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
      for (const s of driverStandings) {
        const index = previousOrder.indexOf(s.driverId);
        expect(s.previousPosition, s.name).toBe(index === -1 ? null : index + 1);
        expect(s.trend).toBe(standingTrend(s.position, s.previousPosition));
      }
      expect(driverStandings.some((s) => s.trend !== 'same')).toBe(true);
    });

    it("sums the constructors' championship from their drivers (game-rules §10.2)", async () => {
      expect(constructorStandings).toHaveLength(3);
      for (const s of constructorStandings) {
        const sum = driverStandings
          .filter((d) => d.teamId === s.teamId)
          .reduce((acc, d) => acc + d.points, 0);
        expect(s.points, s.name).toBe(sum);
        expect(s.trend).toBe(standingTrend(s.position, s.previousPosition));
        expect(s.previousPosition).not.toBeNull();
      }
    });

    it('uses the current year by default and has empty standings for a season without events', async () => {
      const year = t.clock.now().getUTCFullYear();
      const byDefault = (await c.get('/api/standings/drivers')).json();
      expect(byDefault.season).toBe(year);
      expect(byDefault).toEqual((await c.get(`/api/standings/drivers?season=${year}`)).json());
      expect((await c.get('/api/standings/constructors')).json().season).toBe(year);
      // The default follows the game clock (and a move drops the kept answer): half an hour into next year.
      await t.clock.set(new Date(Date.UTC(year + 1, 0, 1, 0, 30)), { frozen: true });
      try {
        expect((await c.get('/api/standings/drivers')).json().season).toBe(year + 1);
        expect((await c.get('/api/standings/constructors')).json().season).toBe(year + 1);
      } finally {
        await t.clock.reset();
      }
      expect((await c.get('/api/standings/drivers?season=2019')).json()).toEqual({
        season: 2019,
        standings: [],
      });
      expect((await c.get('/api/standings/constructors?season=2019')).json()).toEqual({
        season: 2019,
        standings: [],
      });
    });

    it('rejects a malformed season or an unknown query field with 400', async () => {
      for (const url of [
        '/api/standings/drivers?season=abc',
        '/api/standings/constructors?season=1.5',
        '/api/standings/drivers?year=2026',
        '/api/drivers?teamId=x',
      ]) {
        const res = await c.get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().code).toBe('BAD_REQUEST');
      }
    });

    it('sends ETags and answers 304 on every championship read', async () => {
      const team = teams[0] as TeamDto;
      const driver = allDrivers[0] as DriverDto;
      for (const url of [
        '/api/teams',
        `/api/teams/${team.id}`,
        `/api/teams/${team.id}/results`,
        '/api/drivers',
        `/api/drivers/${driver.id}`,
        `/api/drivers/${driver.id}/history`,
        '/api/standings/drivers',
        '/api/standings/constructors',
      ]) {
        const first = await c.get(url);
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBe('no-cache');
        const etag = String(first.headers.etag);
        const again = await c.request({ url, headers: { 'if-none-match': etag } });
        expect(again.statusCode, url).toBe(304);
        expect(again.body).toBe('');
      }
    });

    it('moves the standings ETag when results change', async () => {
      const url = `/api/standings/drivers?season=${SEASON}`;
      const etag = String((await c.get(url)).headers.etag);
      const leader = driverStandings[0] as DriverStandingDto;
      const [row] = await t.database.db
        .select({ eventId: eventResults.eventId })
        .from(eventResults)
        .where(eq(eventResults.driverId, leader.driverId))
        .limit(1);
      await t.database.db
        .update(eventResults)
        .set({ points: sql`${eventResults.points} + 100` })
        .where(and(eq(eventResults.driverId, leader.driverId), eq(eventResults.eventId, row?.eventId ?? 0)));
      const ask = () => c.request({ url, headers: { 'if-none-match': etag } });
      // The kept answer goes when the change notification arrives (decision 0171), a moment after the UPDATE.
      await expect.poll(async () => (await ask()).statusCode, { timeout: 5000 }).toBe(200);
      const res = await ask();
      expect(res.statusCode).toBe(200);
      expect(res.json().standings[0]).toMatchObject({
        driverId: leader.driverId,
        points: leader.points + 100,
      });
    });
  });
});
