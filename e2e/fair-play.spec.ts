import { expect, signInViaApi, test } from './support/fixtures';
import { apiContext, moveClockPast, publishResults, rallyStartingSoon, resultRow, signedInAdmin } from './support/rallies';
import { uniqueTag, uniqueUser } from './support/users';

/**
 * Fair play across the stack (issue 30, parts 1 and 3; docs/game-rules.md §16.1, §16.3): a lineup holding a
 * driver not entered in the next rally is warned about before the lock, and a corrected result is logged
 * publicly and marked on the event's results.
 */
test('a driver not entered is flagged before the lock; a correction is logged and marked', async ({ page, playwright }) => {
  const admin = await signedInAdmin(playwright);
  const player = uniqueUser();
  const playerApi = await apiContext(playwright);
  await playerApi.post('/api/auth/sign-up/email', { data: { ...player, name: player.username } });
  expect((await playerApi.post('/api/fantasy/team', { data: { name: 'Fair Flyers' } })).status()).toBe(201);
  const { drivers } = (await (await playerApi.get('/api/market/drivers')).json()) as { drivers: { id: number; name: string; price: number }[] };
  const [entered, absent, rival] = [...drivers].sort((a, b) => a.price - b.price);
  for (const d of [entered!, absent!]) expect((await playerApi.post('/api/fantasy/team/drivers', { data: { driverId: d.id } })).status()).toBe(201);

  // The next rally: a minute away, with only one of the player's drivers entered (and a rival not in the team).
  const { start, ...event } = await rallyStartingSoon(admin, `E2E Fair Rally ${uniqueTag()}`, [entered!.id, rival!.id]);

  await signInViaApi(page, player);
  await page.goto('/team');
  await expect(page.getByTestId('lineup-entry-warning')).toContainText(`${absent!.name} would score 0 there.`);
  await expect(page.getByTestId('not-entered-mark')).toHaveText(`Not entered in ${event.name}`);

  // After the start: published, then corrected (the two swap places, so the player's driver loses points).
  await moveClockPast(admin, start);
  await publishResults(admin, event.id, [
    resultRow(entered!.id, 1, { championshipPoints: 25 }),
    resultRow(rival!.id, 2, { championshipPoints: 18 }),
  ]);
  await publishResults(admin, event.id, [
    resultRow(rival!.id, 1, { championshipPoints: 25 }),
    resultRow(entered!.id, 2, { championshipPoints: 18 }),
  ]);

  await page.goto('/corrections');
  const logged = page.getByTestId('correction').filter({ hasText: event.name });
  await expect(logged).toContainText(`${entered!.name}P1`);
  await expect(logged).toContainText(/Managers’ points: \d+ up, [1-9]\d* down/);
  await logged.getByRole('link', { name: new RegExp(event.name) }).click();
  await expect(page.getByTestId('event-corrections')).toContainText('Corrected on');
  await playerApi.dispose();
  await admin.dispose();
});
