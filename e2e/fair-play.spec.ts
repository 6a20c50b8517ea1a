import type { APIRequestContext } from '@playwright/test';
import { BASE_URL, ORIGIN } from './support/env';
import { expect, signInViaApi, test } from './support/fixtures';
import { uniqueUser } from './support/users';

/**
 * Fair play across the stack (issue 30, parts 1 and 3; docs/game-rules.md §16.1, §16.3): a lineup holding a
 * driver not entered in the next rally is warned about before the lock, and a corrected result is logged
 * publicly and marked on the event's results.
 */
const ADMIN = { email: 'e2e-admin@example.com', password: 'correct-horse-battery', username: 'e2e_console_admin' };

async function context(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }) {
  return playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: ORIGIN } });
}

async function publish(admin: APIRequestContext, eventId: number, results: unknown[]) {
  expect((await admin.put(`/api/admin/events/${eventId}/results`, { data: { results } })).ok()).toBe(true);
  const res = await admin.post(`/api/admin/events/${eventId}/publish`, { data: {} });
  expect(res.status()).toBe(202);
  const { jobId } = (await res.json()) as { jobId: number };
  await expect
    .poll(async () => ((await (await admin.get(`/api/admin/jobs/${jobId}`)).json()) as { status: string }).status)
    .toBe('succeeded');
}

const row = (driverId: number, position: number, championshipPoints: number) => ({
  driverId,
  status: 'finished',
  position,
  time: null,
  championshipPoints,
  stageWins: 0,
  powerStagePosition: null,
  category: null,
  categoryPosition: null,
});

test('a driver not entered is flagged before the lock; a correction is logged and marked', async ({ page, playwright, clock }) => {
  const admin = await context(playwright);
  await admin.post('/api/auth/sign-up/email', { data: { ...ADMIN, name: ADMIN.username } });
  expect((await admin.post('/api/auth/sign-in/email', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);

  const player = uniqueUser();
  const playerApi = await context(playwright);
  await playerApi.post('/api/auth/sign-up/email', { data: { ...player, name: player.username } });
  expect((await playerApi.post('/api/fantasy/team', { data: { name: 'Fair Flyers' } })).status()).toBe(201);
  const { drivers } = (await (await playerApi.get('/api/market/drivers')).json()) as { drivers: { id: number; name: string; price: number }[] };
  const [entered, absent] = [...drivers].sort((a, b) => a.price - b.price);
  for (const d of [entered!, absent!]) expect((await playerApi.post('/api/fantasy/team/drivers', { data: { driverId: d.id } })).status()).toBe(201);

  // The next rally: a minute away, with only one of the player's drivers entered.
  const now = await clock.now();
  const start = new Date(now.getTime() + 60_000);
  const created = await admin.post('/api/admin/events', {
    data: {
      season: now.getUTCFullYear(),
      round: 80 + Math.floor(Math.random() * 9),
      name: `E2E Fair Rally ${Math.random().toString(36).slice(2, 8)}`,
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
  expect((await admin.put(`/api/admin/events/${event.id}/entries`, { data: { entries: [{ driverId: entered!.id, carNumber: 7 }] } })).ok()).toBe(true);

  await signInViaApi(page, player);
  await page.goto('/team');
  await expect(page.getByTestId('lineup-entry-warning')).toContainText(`${absent!.name} would score 0 there.`);
  await expect(page.getByTestId('not-entered-mark')).toHaveText(`Not entered in ${event.name}`);

  // After the start: published, then corrected.
  await clock.set(new Date(start.getTime() + 1000));
  await publish(admin, event.id, [row(entered!.id, 1, 25)]);
  await publish(admin, event.id, [row(entered!.id, 2, 18)]);

  await page.goto('/corrections');
  const logged = page.getByTestId('correction').filter({ hasText: event.name });
  await expect(logged).toContainText(`${entered!.name}P1`);
  await expect(logged).toContainText(/Managers’ points: \d+ up, [1-9]\d* down/);
  await logged.getByRole('link', { name: new RegExp(event.name) }).click();
  await expect(page.getByTestId('event-corrections')).toContainText('Corrected on');
  await playerApi.dispose();
  await admin.dispose();
});
