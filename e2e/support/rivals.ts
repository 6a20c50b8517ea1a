import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { apiContext, moveClockPast, publishResults, rallyStartingSoon, resultRow, signedInAdmin } from './rallies';
import { uniqueTag, uniqueUser, type TestUser } from './users';

type Playwright = Parameters<typeof apiContext>[0];

/** Two managers of one private league and the rallies an admin published for them (issue 31 parts 4 and 5). */
export interface Rivals {
  me: TestUser;
  rival: TestUser;
  rivalTeam: string;
  leagueId: number;
  /** Oldest first. */
  rallies: { id: number; name: string }[];
}

async function signedUp(playwright: Playwright, user: TestUser, team: string, drivers: number[], captain: number): Promise<APIRequestContext> {
  const api = await apiContext(playwright);
  expect((await api.post('/api/auth/sign-up/email', { data: { ...user, name: user.username } })).ok()).toBe(true);
  expect((await api.post('/api/fantasy/team', { data: { name: team } })).status()).toBe(201);
  for (const driverId of drivers) expect((await api.post('/api/fantasy/team/drivers', { data: { driverId } })).status()).toBe(201);
  expect((await api.put('/api/fantasy/team/captain', { data: { driverId: captain } })).ok()).toBe(true);
  return api;
}

/**
 * Me: drivers 1 (captain) and 2, a podium 1-2-3 for the first rally (rally 2: `secondRally`). The rival: drivers 1 and 3 (captain), in my
 * league. Figures, by hand (game-rules §4, §5.4, §6.2):
 *   rally 1: driver 1 wins with 3 stage wins and the Power Stage (25 + 2 + 3 + 5 = 35), 2 second and 2nd on the
 *            Power Stage (18 + 2 + 4 = 24), 3 third (15 + 2 = 17). Me 35 × 2 + 24 = 94, + 15 exact podium = 109;
 *            the rival 35 + 17 × 2 = 69.
 *   rally 2: 2 wins (27), 1 second (20), 3 third (17). Me 20 × 2 + 27 = 67; the rival 20 + 17 × 2 = 54.
 */
export async function rivalsInOneLeague(playwright: Playwright): Promise<Rivals> {
  const admin = await signedInAdmin(playwright);
  const me = uniqueUser();
  const rival = uniqueUser();
  const rivalTeam = `Sideways ${uniqueTag()}`;
  const meApi = await signedUp(playwright, me, `Flat Out ${uniqueTag()}`, [1, 2], 1);
  const rivalApi = await signedUp(playwright, rival, rivalTeam, [1, 3], 3);
  const created = await meApi.post('/api/leagues', { data: { name: `Rivals League ${uniqueTag()}`, isPrivate: true } });
  expect(created.status(), await created.text()).toBe(201);
  const league = ((await created.json()) as { league: { id: number; inviteCode: string } }).league;
  expect((await rivalApi.post('/api/leagues/join', { data: { code: league.inviteCode } })).ok()).toBe(true);

  const first = await rallyStartingSoon(admin, `Rivals Rally ${uniqueTag()}`, [1, 2, 3]);
  const predicted = await meApi.put(`/api/predictions/${first.id}`, { data: { first: 1, second: 2, third: 3 } });
  expect(predicted.status(), await predicted.text()).toBe(201);
  await moveClockPast(admin, first.start);
  await publishResults(admin, first.id, [resultRow(1, 1, { stageWins: 3, powerStagePosition: 1 }), resultRow(2, 2, { powerStagePosition: 2 }), resultRow(3, 3)]);
  await Promise.all([meApi.dispose(), rivalApi.dispose(), admin.dispose()]);
  return { me, rival, rivalTeam, leagueId: league.id, rallies: [{ id: first.id, name: first.name }] };
}

/** Rally 2 of the figures above, published for the same two managers (a hook of its own: one publish per hook). */
export async function secondRally(playwright: Playwright, rivals: Rivals): Promise<void> {
  const admin = await signedInAdmin(playwright);
  const second = await rallyStartingSoon(admin, `Rivals Rally ${uniqueTag()}`, [1, 2, 3]);
  await moveClockPast(admin, second.start);
  await publishResults(admin, second.id, [resultRow(2, 1), resultRow(1, 2), resultRow(3, 3)]);
  await admin.dispose();
  rivals.rallies.push({ id: second.id, name: second.name });
}
