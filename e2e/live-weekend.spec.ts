import { expect, signInViaApi, test } from './support/fixtures';
import { finishLiveRally, publishStage, startLiveRally } from './support/live-rally';
import { ADMIN, apiContext, signedInAdmin } from './support/rallies';
import { uniqueUser } from './support/users';

/**
 * The live weekend across the stack (issue 29): an admin types a stage's times in the console's Live page; a
 * player's team page, open in another browser, shows the driver's provisional points and their breakdown
 * without a reload (the stage reaches it through the tab's event stream).
 */

test('an admin publishes a stage and the player sees provisional points and their breakdown without a reload', async ({
  page,
  playwright,
  browser,
}) => {
  const admin = await signedInAdmin(playwright);
  const [first, second] = [1, 2];
  const names = await Promise.all(
    [first, second].map(async (id) => ((await (await admin.get(`/api/drivers/${id}`)).json()) as { name: string }).name),
  );

  // A player holding the first driver when the rally starts.
  const player = uniqueUser();
  const playerApi = await apiContext(playwright);
  await playerApi.post('/api/auth/sign-up/email', { data: { ...player, name: player.username } });
  expect((await playerApi.post('/api/fantasy/team', { data: { name: 'Live Flyers' } })).status()).toBe(201);
  expect((await playerApi.post('/api/fantasy/team/drivers', { data: { driverId: first } })).status()).toBe(201);

  // A rally starting a minute from now with both drivers entered and one stage; then the clock passes its start.
  const event = await startLiveRally(admin, [first, second]);

  // The player's team page is open before the stage is in.
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  await signInViaApi(playerPage, player);
  await playerPage.goto('/team');
  await expect(playerPage.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();
  await expect(playerPage.getByTestId('live-team').filter({ hasText: event.name })).toHaveCount(0);

  // The admin types the stage's times on a phone and publishes it: each row's time field is on screen without a
  // sideways scroll, and scrolled to its far end the grid still names the driver of each row.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInViaApi(page, ADMIN);
  await page.goto(`/admin/live?event=${event.id}`);
  const firstTime = page.getByRole('textbox', { name: `Time of ${names[0]}` });
  const timeBox = await firstTime.boundingBox();
  expect(timeBox && timeBox.x >= 0 && timeBox.x + timeBox.width <= 375).toBe(true);
  const grid = page.getByTestId('admin-live-row').first().locator('xpath=ancestor::div[contains(@class, "overflow-x-auto")]');
  await grid.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const nameBox = await page.getByTestId('admin-live-row').first().getByRole('rowheader').boundingBox();
  expect(nameBox && nameBox.x >= 0 && nameBox.x + nameBox.width <= 375).toBe(true);
  await expect(page.getByRole('checkbox', { name: `${names[0]} restarts later` })).toBeInViewport();
  await page.getByRole('textbox', { name: `Time of ${names[0]}` }).fill('1:58.1');
  await page.getByRole('textbox', { name: `Time of ${names[1]}` }).fill('2:01.4');
  await page.getByRole('button', { name: 'Save and publish SS1' }).click();
  await expect(page.getByText('SS1 published. Players see it now.')).toBeVisible();

  // Without a reload: the card, 25 (1st) + 2 (finishing) + 1 (stage win) = 28 provisional points, explained.
  const card = playerPage.getByTestId('live-team').filter({ hasText: event.name });
  await expect(card.getByTestId('provisional-badge')).toBeVisible();
  const row = card.getByTestId('live-driver').filter({ hasText: names[0]! });
  await expect(row.getByRole('cell').last()).toHaveText('28');
  await row.getByText('Explain my points').click();
  await expect(row.getByRole('listitem')).toHaveText(['Current position +25', 'Finishing bonus +2', 'Stage wins +1']);
  await playerContext.close();
  await playerApi.dispose();
  await finishLiveRally(admin, event, [first, second]);
  await admin.dispose();
});

test('the Live tab by keyboard and by name, as a screen reader meets it', async ({ page, playwright, account }) => {
  const admin = await signedInAdmin(playwright);
  const driverIds = [3, 4];
  const winner = ((await (await admin.get(`/api/drivers/${driverIds[0]}`)).json()) as { name: string }).name;
  const rally = await startLiveRally(admin, driverIds);
  await publishStage(admin, rally, driverIds);

  await signInViaApi(page, account);
  await page.goto(`/events/${rally.id}`);
  // A running rally opens on its Live tab; the tabs move with the arrow keys.
  const liveTab = page.getByRole('tab', { name: 'Live' });
  await expect(liveTab).toHaveAttribute('aria-selected', 'true');
  await liveTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Stages' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(liveTab).toHaveAttribute('aria-selected', 'true');
  // The tables are named by their captions; the winner is in words; the stage picker is a labelled select.
  const overall = page.getByRole('table', { name: `Overall classification of ${rally.name} after SS1` });
  await expect(overall.getByRole('row', { name: new RegExp(winner) })).toContainText('28');
  await expect(page.getByRole('table', { name: 'Results of SS1 Harju' })).toBeVisible();
  await expect(page.getByTestId('live-stage-winner')).toHaveText(`Stage winner: ${winner}`);
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue(String(rally.stageId));
  await finishLiveRally(admin, rally, driverIds);
  await admin.dispose();
});
