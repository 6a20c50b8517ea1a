import { expect, signInViaApi, test } from './support/fixtures';
import { ADMIN, apiContext, moveClockPast, rallyStartingSoon, signedInAdmin } from './support/rallies';
import { uniqueTag, uniqueUser } from './support/users';

/**
 * The whole weekend from the console (issue 10): results entered in the grid → publish → progress →
 * outcome → the player's team points, the market's price move and the event's Results tab.
 */
test('an admin publishes results and the player sees points, the price move and the Results tab', async ({ page, playwright, browser }) => {
  const admin = await signedInAdmin(playwright);
  expect((await admin.get('/api/admin/events/1/results')).status()).toBe(200);

  // A player who holds one driver when the event starts.
  const driverId = 1;
  const driverName = ((await (await admin.get(`/api/drivers/${driverId}`)).json()) as { name: string }).name;
  const player = uniqueUser();
  const playerApi = await apiContext(playwright);
  await playerApi.post('/api/auth/sign-up/email', { data: { ...player, name: player.username } });
  expect((await playerApi.post('/api/fantasy/team', { data: { name: 'E2E Flyers' } })).status()).toBe(201);
  expect((await playerApi.post('/api/fantasy/team/drivers', { data: { driverId } })).status()).toBe(201);

  // An event starting a minute from now, with the driver entered; then the clock moves past its start.
  const { start, ...event } = await rallyStartingSoon(admin, `E2E Results Rally ${uniqueTag()}`, [driverId]);
  await moveClockPast(admin, start);

  // Enter the result in the grid and publish.
  await signInViaApi(page, ADMIN);
  await page.goto(`/admin/results?event=${event.id}`);
  const row = page.getByTestId('admin-result-row').filter({ hasText: driverName });
  await row.getByLabel(`${driverName} · Pos.`).fill('1');
  await row.getByLabel(`${driverName} · Points`).fill('25');
  await row.getByLabel(`${driverName} · Stage wins`).fill('3');
  await row.getByLabel(`${driverName} · Power stage`).fill('1');
  await page.getByTestId('admin-results-save').click();
  await expect(page.getByText('Draft saved. Players see nothing until you publish.')).toBeVisible();
  await page.getByTestId('admin-results-publish').click();
  await expect(page.getByTestId('admin-publish-progress')).toBeVisible();
  // How many teams this world holds depends on the journeys before; each count says its own plural.
  await expect(page.getByTestId('admin-publish-outcome')).toHaveText(/^\d+ teams?, \d+ predictions? and \d+ leagues? scored\.$/);
  await expect(page.getByTestId('admin-results-state')).toHaveText('Published');
  // The draft is what players see now: its banner went with the publish (issue 30, part 6b).
  await expect(page.getByText('Draft saved. Players see nothing until you publish.')).toHaveCount(0);

  // The player: team points, the market's price move, the Results tab.
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  await signInViaApi(playerPage, player);
  const team = (await (await playerPage.request.get('/api/fantasy/team')).json()) as { team: { points: number } | null };
  // 25 (1st) + 2 (finish) + 3 (stage wins) + 5 (power stage 1st) = 35 (docs/game-rules.md §4).
  expect(team.team?.points).toBe(35);
  await playerPage.goto('/team');
  await expect(playerPage.getByTestId('team-points')).toHaveText('35');
  const trends = (await (await playerPage.request.get('/api/market/trends')).json()) as { trends: { driverId: number }[] };
  expect(trends.trends.map((t) => t.driverId)).toContain(driverId);
  await playerPage.goto('/market');
  await expect(playerPage.getByText(driverName).first()).toBeVisible();
  await playerPage.goto(`/events/${event.id}`);
  await playerPage.getByRole('tab', { name: 'Results' }).click();
  await expect(playerPage.getByRole('tabpanel').getByText(driverName)).toBeVisible();
  await playerContext.close();
  await playerApi.dispose();
  await admin.dispose();
});
