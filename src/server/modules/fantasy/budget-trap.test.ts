import { asc, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FANTASY_MESSAGES } from '@shared/api/fantasy';
import { TEAM_BUDGET } from '@shared/constants/game';
import { drivers, fantasyTeamDrivers, fantasyTeams, transfers } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';

// Budget traps (issue 30, part 2; docs/decisions/0193): asked to warn, the server refuses a purchase that
// would strand the free seats, writing nothing, so the player can confirm it first.
let t: TestApp;
let cheapest: { id: number; price: number };
let dearest: { id: number; price: number };

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  const byPrice = await t.database.db.select({ id: drivers.id, price: drivers.price }).from(drivers).orderBy(asc(drivers.price), asc(drivers.id));
  cheapest = byPrice[0]!;
  dearest = (await t.database.db.select({ id: drivers.id, price: drivers.price }).from(drivers).orderBy(desc(drivers.price), asc(drivers.id)))[0]!;
});
afterAll(async () => t.close());

async function teamWithBudgetLeft(left: number) {
  const client = new TestClient(t.app);
  await client.signUp(uniqueUser('trap'));
  const teamId = (await client.post('/api/fantasy/team', { name: 'Tight Budget' })).json().team.id as number;
  await t.database.db.update(fantasyTeams).set({ spentBudget: TEAM_BUDGET - left }).where(eq(fantasyTeams.id, teamId));
  return { client, teamId };
}

async function snapshot(teamId: number) {
  const db = t.database.db;
  const [team] = await db.select().from(fantasyTeams).where(eq(fantasyTeams.id, teamId));
  const held = await db.select().from(fantasyTeamDrivers).where(eq(fantasyTeamDrivers.teamId, teamId));
  const moves = await db.select({ n: count() }).from(transfers).where(eq(transfers.teamId, teamId));
  return { team, held, moves: moves[0]?.n };
}

describe('a purchase that strands the free seats', () => {
  it('is refused with a clear message when the client asks to be warned, and nothing is written', async () => {
    // Buying the dearest driver leaves €1 for four seats.
    const { client, teamId } = await teamWithBudgetLeft(dearest.price + 1);
    const before = await snapshot(teamId);
    const res = await client.post('/api/fantasy/team/drivers', { driverId: dearest.id, warnShortfall: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: FANTASY_MESSAGES.budgetTrap, messageCode: 'fantasy.budgetTrap' });
    expect(await snapshot(teamId)).toEqual(before);

    // Confirmed (sent without the warning), the same purchase goes through.
    const confirmed = await client.post('/api/fantasy/team/drivers', { driverId: dearest.id });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().team.drivers.map((d: { id: number }) => d.id)).toEqual([dearest.id]);
  });

  it('goes through at once when the seats left can still be filled', async () => {
    const { client } = await teamWithBudgetLeft(TEAM_BUDGET);
    const res = await client.post('/api/fantasy/team/drivers', { driverId: cheapest.id, warnShortfall: true });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a warning flag that is not a boolean (400), changing nothing', async () => {
    const { client, teamId } = await teamWithBudgetLeft(TEAM_BUDGET);
    const before = await snapshot(teamId);
    const res = await client.post('/api/fantasy/team/drivers', { driverId: cheapest.id, warnShortfall: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(await snapshot(teamId)).toEqual(before);
  });
});
