import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketDriver, MarketTrend } from '@shared/api/market';
import { captainHistory, driverPrices, drivers, fantasyTeams } from '../db/schema/index';
import { eventually } from './eventually';
import { createTestApp, TestClient, uniqueUser, type TestApp } from './test-app';
import { testDatabaseKinds } from './test-database';

interface TeamBody {
  team: { name: string; points: number; drivers: { id: number; price: number }[] } | null;
}

describe.each(testDatabaseKinds('notifications'))('signed-in game reads kept in memory per user on %s (docs/decisions/0174)', (kind) => {
  let t: TestApp;
  let player: TestClient;
  let other: TestClient;
  let playerId: string;

  beforeAll(async () => {
    // Seeded before the app listens: no notification of the seed is on its way to empty the memory.
    t = await createTestApp({ kind, seeded: true });
    player = new TestClient(t.app);
    playerId = (await player.signUp(uniqueUser('kept'))).json().user.id as string;
    expect((await player.post('/api/fantasy/team', { name: 'Kept Team' })).statusCode).toBe(201);
    other = new TestClient(t.app);
    await other.signUp(uniqueUser('other'));
  });
  afterAll(async () => t.close());

  it('answers the team and the market from memory, without the database, and each user only their own', async () => {
    const reads = ['/api/fantasy/team', '/api/market/drivers', '/api/market/trends'];
    const first = await Promise.all(reads.map((url) => player.get(url)));
    const others = await Promise.all(reads.map((url) => other.get(url)));
    for (const res of [...first, ...others]) expect(res.statusCode).toBe(200);
    expect((others[0]!.json() as TeamBody).team).toBeNull();
    // A schema change fires no trigger: the tables are gone, yet the answers come (from memory).
    await t.database.db.execute(sql`ALTER TABLE fantasy_teams RENAME TO fantasy_teams_away`);
    await t.database.db.execute(sql`ALTER TABLE drivers RENAME TO drivers_away`);
    try {
      const again = await Promise.all(reads.map((url) => player.get(url)));
      again.forEach((res, i) => {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(first[i]!.body);
      });
      const othersAgain = await Promise.all(reads.map((url) => other.get(url)));
      othersAgain.forEach((res, i) => expect(res.body).toBe(others[i]!.body));
      // Still nobody's answer without a session.
      expect((await new TestClient(t.app).get('/api/fantasy/team')).statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE drivers_away RENAME TO drivers`);
      await t.database.db.execute(sql`ALTER TABLE fantasy_teams_away RENAME TO fantasy_teams`);
    }
  });

  it("shows the user's own purchase and sale at once, in the team and in the market", async () => {
    const market: MarketDriver[] = (await player.get('/api/market/drivers')).json().drivers;
    expect(((await player.get('/api/fantasy/team')).json() as TeamBody).team?.drivers).toEqual([]);
    const bought = market[market.length - 1]!;
    expect((await player.post('/api/fantasy/team/drivers', { driverId: bought.id })).statusCode).toBe(201);
    // No waiting: the next reads already see the purchase.
    expect(((await player.get('/api/fantasy/team')).json() as TeamBody).team?.drivers.map((d) => d.id)).toEqual([bought.id]);
    const after: MarketDriver[] = (await player.get('/api/market/drivers')).json().drivers;
    expect(after.map((d) => d.id)).not.toContain(bought.id);
    // Another user's market still lists him.
    const theirs: MarketDriver[] = (await other.get('/api/market/drivers')).json().drivers;
    expect(theirs.map((d) => d.id)).toContain(bought.id);

    expect((await player.request({ method: 'DELETE', url: `/api/fantasy/team/drivers/${bought.id}` })).statusCode).toBe(200);
    expect(((await player.get('/api/fantasy/team')).json() as TeamBody).team?.drivers).toEqual([]);
    const back: MarketDriver[] = (await player.get('/api/market/drivers')).json().drivers;
    expect(back.map((d) => d.id)).toContain(bought.id);
  });

  it("shows a change to the user's team written elsewhere (another instance, scoring) within a second", async () => {
    await player.get('/api/fantasy/team');
    await t.database.db.update(fantasyTeams).set({ name: 'Renamed Elsewhere' }).where(eq(fantasyTeams.userId, playerId));
    const { value, waited } = await eventually(
      async () => (await player.get('/api/fantasy/team')).json() as TeamBody,
      (body) => body.team?.name === 'Renamed Elsewhere',
    );
    expect(value.team?.name).toBe('Renamed Elsewhere');
    expect(waited).toBeLessThan(1000);

    // A statement that scores every team at once (more than 50 users: one 'teams' notification) shows too.
    const many = await Promise.all(
      Array.from({ length: 55 }, async (_, i) => {
        const c = new TestClient(t.app);
        await c.signUp(uniqueUser(`bulk${i}`));
        expect((await c.post('/api/fantasy/team', { name: `Bulk ${i}` })).statusCode).toBe(201);
        return c;
      }),
    );
    await Promise.all([player, ...many.slice(0, 3)].map((c) => c.get('/api/fantasy/team')));
    // What a publish does: every manager's season totals rewritten in one statement (user_statistics).
    await t.database.db.execute(
      sql`INSERT INTO user_statistics (user_id, team_points) SELECT user_id, 7 FROM fantasy_teams
          ON CONFLICT (user_id) DO UPDATE SET team_points = user_statistics.team_points + 7`,
    );
    const scored = await eventually(
      async () => (await many[0]!.get('/api/fantasy/team')).json() as TeamBody,
      (body) => body.team?.points === 7,
    );
    expect(scored.value.team?.points).toBe(7);
    expect(scored.waited).toBeLessThan(1000);
    expect(((await player.get('/api/fantasy/team')).json() as TeamBody).team?.points).toBe(value.team!.points + 7);
  });

  it('shows a captain named elsewhere (another instance) within a second (game-rules §5.4)', async () => {
    const [driver] = (await player.get('/api/market/drivers')).json().drivers as MarketDriver[];
    expect((await player.post('/api/fantasy/team/drivers', { driverId: driver!.id })).statusCode).toBe(201);
    expect(((await player.get('/api/fantasy/team')).json() as { team: { id: number; captainId: number | null } }).team.captainId).toBeNull();
    const [team] = await t.database.db.select({ id: fantasyTeams.id }).from(fantasyTeams).where(eq(fantasyTeams.userId, playerId));
    await t.database.db.insert(captainHistory).values({ teamId: team!.id, driverId: driver!.id });
    const { value, waited } = await eventually(
      async () => (await player.get('/api/fantasy/team')).json() as { team: { captainId: number | null } },
      (body) => body.team.captainId === driver!.id,
    );
    expect(value.team.captainId).toBe(driver!.id);
    expect(waited).toBeLessThan(1000);
    expect((await player.request({ method: 'DELETE', url: `/api/fantasy/team/drivers/${driver!.id}` })).statusCode).toBe(200);
  });

  it('shows a price change (publish, admin) in the market and its trends within a second', async () => {
    const market: MarketDriver[] = (await player.get('/api/market/drivers')).json().drivers;
    await player.get('/api/market/trends');
    const target = market[0]!;
    const newPrice = target.price + 3_000_000;
    // What a publish writes: the driver's new price and a history row with the change.
    await t.database.db.transaction(async (tx) => {
      await tx.update(drivers).set({ price: newPrice }).where(eq(drivers.id, target.id));
      await tx.insert(driverPrices).values({ driverId: target.id, price: newPrice, change: 3_000_000 });
    });
    const { value, waited } = await eventually(
      async () => ((await player.get('/api/market/drivers')).json().drivers as MarketDriver[]).find((d) => d.id === target.id),
      (d) => d?.price === newPrice,
    );
    expect(value?.price).toBe(newPrice);
    expect(value?.priceChange).toBe(3_000_000);
    expect(waited).toBeLessThan(1000);
    // The trends answer has its own kept copy: the market showing the price says nothing of it (the market's copy may
    // have been dropped earlier by another change while the trends' was kept), so it gets its own second.
    const trends = await eventually(
      async () => (await player.get('/api/market/trends')).json().trends as MarketTrend[],
      (list) => list.some((d) => d.driverId === target.id),
    );
    expect(trends.value.map((d) => d.driverId)).toContain(target.id);
    expect(trends.waited).toBeLessThan(1000);

    // A history row alone (no change to the driver row) is enough.
    await t.database.db.insert(driverPrices).values({ driverId: target.id, price: newPrice, change: -1_000_000 });
    const lone = await eventually(
      async () => ((await player.get('/api/market/drivers')).json().drivers as MarketDriver[]).find((d) => d.id === target.id),
      (d) => d?.priceChange === -1_000_000,
    );
    expect(lone.value?.priceChange).toBe(-1_000_000);
    expect(lone.waited).toBeLessThan(1000);
  });
});
