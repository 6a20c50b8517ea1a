import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FANTASY_MESSAGES } from '@shared/api/fantasy';
import { TEAM_BUDGET } from '@shared/constants/game';
import { drivers, fantasyTeamDrivers, fantasyTeams, lineupHistory, transfers } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('fantasy team API (%s)', (kind) => {
  let t: TestApp;
  let allDrivers: { id: number; price: number; name: string }[];

  beforeAll(async () => {
    t = await createTestApp({ kind, seeded: true });
    allDrivers = await t.database.db
      .select({ id: drivers.id, price: drivers.price, name: drivers.name })
      .from(drivers)
      .orderBy(asc(drivers.price), asc(drivers.id));
  });
  afterAll(async () => t.close());

  async function newPlayer(): Promise<TestClient> {
    const client = new TestClient(t.app);
    const res = await client.signUp(uniqueUser('fan'));
    expect(res.statusCode).toBe(200);
    return client;
  }

  async function playerWithTeam(name = 'Gravel Gladiators') {
    const client = await newPlayer();
    const res = await client.post('/api/fantasy/team', { name });
    expect(res.statusCode).toBe(201);
    return { client, teamId: res.json().team.id as number };
  }

  const del = (client: TestClient, driverId: number | string) =>
    client.request({ method: 'DELETE', url: `/api/fantasy/team/drivers/${driverId}` });

  /** Everything a refused write could have touched, to prove that nothing changed. */
  async function snapshot(teamId: number) {
    const db = t.database.db;
    const [team] = await db.select().from(fantasyTeams).where(eq(fantasyTeams.id, teamId));
    const held = await db.select().from(fantasyTeamDrivers).where(eq(fantasyTeamDrivers.teamId, teamId));
    const moves = await db.select({ n: count() }).from(transfers).where(eq(transfers.teamId, teamId));
    const lineup = await db.select().from(lineupHistory).where(eq(lineupHistory.teamId, teamId));
    return { team, held, transfers: moves[0]?.n, lineup };
  }

  describe('authentication', () => {
    it.each([
      ['GET', '/api/fantasy/team', undefined],
      ['POST', '/api/fantasy/team', { name: 'X' }],
      ['POST', '/api/fantasy/team/drivers', { driverId: 1 }],
      ['DELETE', '/api/fantasy/team/drivers/1', undefined],
      ['GET', '/api/fantasy/team/transfers', undefined],
    ] as const)('%s %s answers 401 "User not authenticated" to a visitor', async (method, url, payload) => {
      const res = await new TestClient(t.app).request({ method, url, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('User not authenticated');
    });

    it('checks the session before the body: a visitor with a bad body still gets 401', async () => {
      const res = await new TestClient(t.app).post('/api/fantasy/team/drivers', { driverId: 'x', price: 1 });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('create team', () => {
    it('a new player has no team: team is null, not an error', async () => {
      const client = await newPlayer();
      const res = await client.get('/api/fantasy/team');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ team: null });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('creates the team with the trimmed name, budget 10,000,000 and nothing spent (game-rules §3.1)', async () => {
      const client = await newPlayer();
      const res = await client.post('/api/fantasy/team', { name: '  Flying Finns  ' });
      expect(res.statusCode).toBe(201);
      expect(res.json().team).toMatchObject({
        name: 'Flying Finns',
        budget: TEAM_BUDGET,
        spentBudget: 0,
        points: 0,
        drivers: [],
      });
      const again = await client.get('/api/fantasy/team');
      expect(again.json().team.name).toBe('Flying Finns');
    });

    it.each([
      ['an empty name', { name: '' }, 'name: Team name is required'],
      ['a blank name', { name: '    ' }, 'name: Team name is required'],
      ['a missing name', {}, undefined],
      ['a name that is not text', { name: 42 }, undefined],
      ['a too long name', { name: 'x'.repeat(51) }, 'name: Team name must be at most 50 characters'],
      ['a client-chosen budget', { name: 'Rich', budget: 99_000_000 }, undefined],
      ['a client-chosen spent_budget', { name: 'Rich', spent_budget: -5 }, undefined],
    ])('refuses %s with 400 and creates nothing', async (_label, body, message) => {
      const client = await newPlayer();
      const res = await client.post('/api/fantasy/team', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
      if (message) expect(res.json().message).toBe(message);
      expect((await client.get('/api/fantasy/team')).json()).toEqual({ team: null });
    });

    it('allows one team per user: a second create is 409 and the first team is unchanged (game-rules §3.1)', async () => {
      const { client } = await playerWithTeam('First Team');
      const res = await client.post('/api/fantasy/team', { name: 'Second Team' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(FANTASY_MESSAGES.teamExists);
      expect((await client.get('/api/fantasy/team')).json().team.name).toBe('First Team');
    });
  });

  describe('purchase', () => {
    it('refuses a player without a team with the spec message', async () => {
      const client = await newPlayer();
      const res = await client.post('/api/fantasy/team/drivers', { driverId: allDrivers[0]!.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You need to create a team before purchasing drivers'); // the product spec's error text, word for word
      expect((await client.get('/api/fantasy/team')).json()).toEqual({ team: null });
    });

    it('buys at the current price: spent rises, an `in` transfer and an open lineup interval are written (game-rules §3.3, §3.5)', async () => {
      const { client, teamId } = await playerWithTeam();
      const driver = allDrivers[3]!;
      const res = await client.post('/api/fantasy/team/drivers', { driverId: driver.id });
      expect(res.statusCode).toBe(201);
      const team = res.json().team;
      expect(team.spentBudget).toBe(driver.price);
      expect(team.drivers).toEqual([
        expect.objectContaining({ id: driver.id, name: driver.name, price: driver.price, purchasePrice: driver.price }),
      ]);
      const state = await snapshot(teamId);
      expect(state.team?.spentBudget).toBe(driver.price);
      expect(state.held).toEqual([expect.objectContaining({ driverId: driver.id, purchasePrice: driver.price })]);
      const moves = await t.database.db.select().from(transfers).where(eq(transfers.teamId, teamId));
      expect(moves).toEqual([expect.objectContaining({ driverId: driver.id, type: 'in', price: driver.price })]);
      expect(state.lineup).toEqual([
        expect.objectContaining({ driverId: driver.id, purchasePrice: driver.price, releasedAt: null }),
      ]);
    });

    it('refuses a driver already in the team with 409 and changes nothing (game-rules §3.2)', async () => {
      const { client, teamId } = await playerWithTeam();
      const driver = allDrivers[0]!;
      await client.post('/api/fantasy/team/drivers', { driverId: driver.id });
      const before = await snapshot(teamId);
      const res = await client.post('/api/fantasy/team/drivers', { driverId: driver.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(FANTASY_MESSAGES.alreadyOnTeam);
      expect(await snapshot(teamId)).toEqual(before);
    });

    it('refuses an unknown driver with 404 and changes nothing', async () => {
      const { client, teamId } = await playerWithTeam();
      const before = await snapshot(teamId);
      const res = await client.post('/api/fantasy/team/drivers', { driverId: 999_999 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(FANTASY_MESSAGES.driverNotFound);
      expect(await snapshot(teamId)).toEqual(before);
    });

    it.each([
      ['a client price', (id: number) => ({ driverId: id, price: 1 })],
      ['a client spent_budget', (id: number) => ({ driverId: id, spent_budget: 0 })],
      ['a driver id as text', (id: number) => ({ driverId: String(id) })],
      ['a fractional driver id', () => ({ driverId: 1.5 })],
      ['a negative driver id', () => ({ driverId: -1 })],
      ['no driver id', () => ({})],
    ])('refuses a body with %s (400) and changes nothing', async (_label, body) => {
      const { client, teamId } = await playerWithTeam();
      const before = await snapshot(teamId);
      const res = await client.post('/api/fantasy/team/drivers', body(allDrivers[0]!.id));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
      expect(await snapshot(teamId)).toEqual(before);
    });

    it('holds at most 5 drivers: the sixth purchase gets the spec message and changes nothing (game-rules §3.2)', async () => {
      const { client, teamId } = await playerWithTeam();
      // The five cheapest drivers always fit in €10M (prices are 0.5M–5.0M, the cheapest well under 2M).
      for (const d of allDrivers.slice(0, 5)) {
        expect((await client.post('/api/fantasy/team/drivers', { driverId: d.id })).statusCode).toBe(201);
      }
      const before = await snapshot(teamId);
      expect(before.held).toHaveLength(5);
      const res = await client.post('/api/fantasy/team/drivers', { driverId: allDrivers[5]!.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Your team already has the maximum number of drivers (5)'); // the product spec's error text
      expect(await snapshot(teamId)).toEqual(before);
    });

    it('refuses a driver dearer than budget − spent with the spec message, and accepts an exact fit (game-rules §3.3)', async () => {
      const { client, teamId } = await playerWithTeam();
      const driver = allDrivers[allDrivers.length - 1]!;
      // Leave exactly one euro less than the price (a fixture shortcut, not an API path).
      await t.database.db
        .update(fantasyTeams)
        .set({ spentBudget: TEAM_BUDGET - driver.price + 1 })
        .where(eq(fantasyTeams.id, teamId));
      const before = await snapshot(teamId);
      const res = await client.post('/api/fantasy/team/drivers', { driverId: driver.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Not enough budget to purchase this driver'); // the product spec's error text
      expect(await snapshot(teamId)).toEqual(before);

      await t.database.db
        .update(fantasyTeams)
        .set({ spentBudget: TEAM_BUDGET - driver.price })
        .where(eq(fantasyTeams.id, teamId));
      const fit = await client.post('/api/fantasy/team/drivers', { driverId: driver.id });
      expect(fit.statusCode).toBe(201);
      expect(fit.json().team.spentBudget).toBe(TEAM_BUDGET);
    });
  });

  describe('removal', () => {
    it('refunds the purchase price even after the market price moved, records `out` and closes the interval (game-rules §3.4, §3.5)', async () => {
      const { client, teamId } = await playerWithTeam();
      const driver = allDrivers[2]!;
      await client.post('/api/fantasy/team/drivers', { driverId: driver.id });
      // The market moves the price after the purchase; the refund must still be what was paid.
      await t.database.db.update(drivers).set({ price: driver.price + 300_000 }).where(eq(drivers.id, driver.id));
      try {
        const res = await del(client, driver.id);
        expect(res.statusCode).toBe(200);
        expect(res.json().team).toMatchObject({ spentBudget: 0, drivers: [] });
        const moves = await t.database.db
          .select({ type: transfers.type, price: transfers.price })
          .from(transfers)
          .where(eq(transfers.teamId, teamId))
          .orderBy(asc(transfers.id));
        expect(moves).toEqual([
          { type: 'in', price: driver.price },
          { type: 'out', price: driver.price },
        ]);
        const [interval] = await t.database.db
          .select()
          .from(lineupHistory)
          .where(and(eq(lineupHistory.teamId, teamId), eq(lineupHistory.driverId, driver.id)));
        expect(interval?.releasedAt).toBeInstanceOf(Date);
        expect(interval!.releasedAt!.getTime()).toBeGreaterThanOrEqual(interval!.acquiredAt.getTime());
      } finally {
        await t.database.db.update(drivers).set({ price: driver.price }).where(eq(drivers.id, driver.id));
      }
    });

    it('refuses a driver not in the team with 404 and changes nothing', async () => {
      const { client, teamId } = await playerWithTeam();
      await client.post('/api/fantasy/team/drivers', { driverId: allDrivers[0]!.id });
      const before = await snapshot(teamId);
      const res = await del(client, allDrivers[1]!.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(FANTASY_MESSAGES.driverNotOnTeam);
      expect(await snapshot(teamId)).toEqual(before);
    });

    it('answers 404 to a player without a team and 400 to a driver id that is not a number', async () => {
      const client = await newPlayer();
      const none = await del(client, allDrivers[0]!.id);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(FANTASY_MESSAGES.teamNotFound);
      const bad = await del(client, 'abc');
      expect(bad.statusCode).toBe(400);
    });

    it('a driver can be bought again after being sold; the history keeps both intervals', async () => {
      const { client, teamId } = await playerWithTeam();
      const id = allDrivers[0]!.id;
      await client.post('/api/fantasy/team/drivers', { driverId: id });
      await del(client, id);
      const again = await client.post('/api/fantasy/team/drivers', { driverId: id });
      expect(again.statusCode).toBe(201);
      const lineup = await t.database.db.select().from(lineupHistory).where(eq(lineupHistory.teamId, teamId));
      expect(lineup).toHaveLength(2);
      expect(lineup.filter((l) => l.releasedAt === null)).toHaveLength(1);
    });
  });

  describe('ownership', () => {
    it("another user's team is unreachable: reads show their own, writes cannot touch it", async () => {
      const owner = await playerWithTeam('Owner Team');
      const driver = allDrivers[0]!;
      await owner.client.post('/api/fantasy/team/drivers', { driverId: driver.id });
      const before = await snapshot(owner.teamId);

      const outsider = await newPlayer();
      expect((await outsider.get('/api/fantasy/team')).json()).toEqual({ team: null });
      expect((await outsider.get('/api/fantasy/team/transfers')).json()).toEqual({ transfers: [] });
      const sell = await del(outsider, driver.id);
      expect(sell.statusCode).toBe(404);
      // There is no route that takes a team id at all.
      for (const url of [`/api/fantasy/team/${owner.teamId}`, `/api/fantasy/teams/${owner.teamId}`]) {
        expect((await outsider.get(url)).statusCode).toBe(404);
      }
      const sneaky = await outsider.post('/api/fantasy/team/drivers', { driverId: driver.id, teamId: owner.teamId });
      expect(sneaky.statusCode).toBe(400);
      expect(await snapshot(owner.teamId)).toEqual(before);
    });
  });

  describe('transfer history', () => {
    it('lists the own transfers newest first with driver name and price (game-rules §3.5)', async () => {
      const { client } = await playerWithTeam();
      const [a, b] = [allDrivers[0]!, allDrivers[1]!];
      await client.post('/api/fantasy/team/drivers', { driverId: a.id });
      await client.post('/api/fantasy/team/drivers', { driverId: b.id });
      await del(client, a.id);
      const res = await client.get('/api/fantasy/team/transfers');
      expect(res.statusCode).toBe(200);
      expect(res.json().transfers.map((x: { driverName: string; type: string; price: number }) => [x.driverName, x.type, x.price])).toEqual([
        [a.name, 'out', a.price],
        [b.name, 'in', b.price],
        [a.name, 'in', a.price],
      ]);
    });
  });
});
