import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { BASE_URL, ORIGIN } from './env';
import { GameClock } from './clock';
import { uniqueTag, uniqueUser, type TestUser } from './users';

/** Signs up through e2e/support/world.ts's ADMIN_EMAILS, so this account is a site admin. */
export const ADMIN: TestUser = { email: 'e2e-admin@example.com', password: 'correct-horse-battery', username: 'e2e_console_admin' };

type Playwright = { request: { newContext: (o: object) => Promise<APIRequestContext> } };

export async function apiContext(playwright: Playwright): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: ORIGIN } });
}

/** An API context signed in as the world's admin (signed up by the first test that needs it). */
export async function signedInAdmin(playwright: Playwright): Promise<APIRequestContext> {
  const admin = await apiContext(playwright);
  await admin.post('/api/auth/sign-up/email', { data: { ...ADMIN, name: ADMIN.username } });
  expect((await admin.post('/api/auth/sign-in/email', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
  return admin;
}

/** The next round of the season no rally holds yet: tests of one world run one at a time, so it stays free. */
async function freeRound(admin: APIRequestContext, season: number): Promise<number> {
  const res = await admin.get('/api/events');
  expect(res.ok(), await res.text()).toBe(true);
  const { events } = (await res.json()) as { events: { season: number; round: number }[] };
  return Math.max(0, ...events.filter((e) => e.season === season).map((e) => e.round)) + 1;
}

/** A gravel rally in Finland starting a minute after the world's "now", with `driverIds` entered (car number = id). */
export async function rallyStartingSoon(
  admin: APIRequestContext,
  name: string,
  driverIds: readonly number[],
): Promise<{ id: number; name: string; start: Date }> {
  const clock = new GameClock(admin);
  const now = await clock.now();
  const start = new Date(now.getTime() + 60_000);
  const created = await admin.post('/api/admin/events', {
    data: {
      season: now.getUTCFullYear(),
      round: await freeRound(admin, now.getUTCFullYear()),
      name,
      country: 'Finland',
      location: null,
      description: null,
      imageUrl: null,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      surfaceType: 'gravel',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: number; name: string };
  const entries = driverIds.map((driverId) => ({ driverId, carNumber: driverId }));
  expect((await admin.put(`/api/admin/events/${event.id}/entries`, { data: { entries } })).ok()).toBe(true);
  return { ...event, start };
}

/** Moves the world's clock a second past `start`: lineups and predictions for that rally are locked. */
export async function moveClockPast(admin: APIRequestContext, start: Date): Promise<void> {
  await new GameClock(admin).set(new Date(start.getTime() + 1000));
}

/** What the scored player's tests look at: the player, the rally scored and the league joined. */
export interface Scored {
  player: TestUser;
  playerId: string;
  leagueName: string;
  event: { id: number; name: string };
}

/**
 * A player with driver 1, a league and a podium for a rally an admin publishes: driver 1 wins it with 3 stage wins
 * and the Power Stage (25 + 2 + 3 + 5 = 35) and the podium is exact (+15). The rally starts a minute ahead and the
 * world's clock moves past its start; the publish job is awaited.
 */
export async function scoredPlayer(playwright: Playwright): Promise<Scored> {
  const admin = await signedInAdmin(playwright);
  const player: TestUser = uniqueUser();
  const playerApi = await apiContext(playwright);
  expect((await playerApi.post('/api/auth/sign-up/email', { data: { ...player, name: player.username } })).ok()).toBe(true);
  const playerId = ((await (await playerApi.get('/api/me')).json()) as { user: { id: string } }).user.id;
  expect((await playerApi.post('/api/fantasy/team', { data: { name: 'Player Area Flyers' } })).status()).toBe(201);
  expect((await playerApi.post('/api/fantasy/team/drivers', { data: { driverId: 1 } })).status()).toBe(201);
  const leagueName = `Area League ${uniqueTag()}`;
  expect((await playerApi.post('/api/leagues', { data: { name: leagueName, isPrivate: true } })).status()).toBe(201);

  const { start, ...event } = await rallyStartingSoon(admin, `Area Rally ${uniqueTag()}`, [1, 2, 3]);
  const predicted = await playerApi.put(`/api/predictions/${event.id}`, { data: { first: 1, second: 2, third: 3 } });
  expect(predicted.status(), await predicted.text()).toBe(201);
  await moveClockPast(admin, start);

  await publishResults(admin, event.id, [
    resultRow(1, 1, { stageWins: 3, powerStagePosition: 1 }),
    resultRow(2, 2, { powerStagePosition: 2 }),
    resultRow(3, 3),
  ]);
  await playerApi.dispose();
  await admin.dispose();
  return { player, playerId, leagueName, event };
}

/** A finisher's row of an admin's results form; what a test does not name is zero or empty. */
export function resultRow(
  driverId: number,
  position: number,
  { stageWins = 0, powerStagePosition = null, championshipPoints = 0 }: { stageWins?: number; powerStagePosition?: number | null; championshipPoints?: number } = {},
) {
  return {
    driverId,
    status: 'finished',
    position,
    time: null,
    championshipPoints,
    stageWins,
    powerStagePosition,
    category: null,
    categoryPosition: null,
  };
}

/** Saves `results` for the rally and publishes them, awaiting the publish job on the server's worker. */
export async function publishResults(admin: APIRequestContext, eventId: number, results: ReturnType<typeof resultRow>[]): Promise<void> {
  const saved = await admin.put(`/api/admin/events/${eventId}/results`, { data: { results } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const publish = await admin.post(`/api/admin/events/${eventId}/publish`, { data: {} });
  expect(publish.status(), await publish.text()).toBe(202);
  const { jobId } = (await publish.json()) as { jobId: number };
  // Poll the job's row until it is done; the test's own timeout bounds the wait (timeout 0: no expectation
  // timeout of its own), and a failed job fails at once.
  await expect
    .poll(
      async () => {
        const { status } = (await (await admin.get(`/api/admin/jobs/${jobId}`)).json()) as { status: string };
        expect(status).not.toBe('failed');
        return status;
      },
      { timeout: 0 },
    )
    .toBe('succeeded');
}
