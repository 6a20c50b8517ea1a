import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, ORIGIN } from './support/env';
import { expect, signInViaApi, test } from './support/fixtures';
import { GameClock } from './support/clock';
import { registerViaApi, uniqueTag, uniqueUser, type TestUser } from './support/users';

/**
 * The player's own area (issue 13): dashboard, statistics, profiles and the bell, for a new player and for
 * one whose team, prediction and league were scored by a rally an admin published during the test.
 */
const ADMIN = { email: 'e2e-admin@example.com', password: 'correct-horse-battery', username: 'e2e_console_admin' };

/** With PLAYER_SHOTS=<folder>, saves full-page screenshots at 375 and 1280 px for a look by eye. */
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.PLAYER_SHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function apiContext(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }) {
  return playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: ORIGIN } });
}

test.describe('a new player', () => {
  test('dashboard: unranked zeros, Create Team, the next rallies with a countdown, no league card', async ({ page }) => {
    const user = await registerViaApi(page, uniqueUser());
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${user.username}` })).toBeVisible();
    await expect(page.getByTestId('tile-rank')).toHaveText('Unranked');
    await expect(page.getByTestId('tile-points')).toHaveText('0');
    await expect(page.getByTestId('tile-best')).toHaveText('0 pts');
    await expect(page.getByTestId('tile-rallies')).toHaveText('0');
    const team = page.getByTestId('dashboard-team');
    await expect(team.getByRole('link', { name: 'Create Team' })).toHaveAttribute('href', '/team');
    const events = page.getByTestId('dashboard-event');
    expect(await events.count()).toBeGreaterThan(0);
    expect(await events.count()).toBeLessThanOrEqual(3);
    await expect(events.first().getByRole('link', { name: /^Details of / })).toHaveAttribute('href', /^\/events\/\d+$/);
    await expect(page.getByRole('link', { name: 'View full calendar' })).toHaveAttribute('href', '/events');
    await expect(page.getByTestId('lock-countdown')).toBeVisible();
    await expect(page.getByTestId('dashboard-leagues')).toHaveCount(0);
    await expect(page.getByTestId('dashboard-last-scored')).toContainText('No scored rallies yet');
  });

  test('statistics and own profile show the empty texts of the spec', async ({ page }) => {
    await registerViaApi(page, uniqueUser());
    await page.goto('/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(page.getByText("You haven't joined any leagues yet.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Leagues' })).toHaveAttribute('href', '/leagues');
    await expect(page.getByText("You haven't made any predictions yet.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make Predictions' })).toHaveAttribute('href', '/events');
    await expect(page.getByText("You haven't earned any achievements yet.")).toBeVisible();
    await expect(page.getByText('Participate in events and make predictions to earn achievements.')).toBeVisible();
    await expect(page.getByText('Your recent activity will appear here.')).toBeVisible();
    await expect(page.getByTestId('stats-rank')).toHaveText('–');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await expect(page.getByText('Create a fantasy team and make predictions to see more statistics here.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Events' })).toHaveAttribute('href', '/events');
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings');
  });

  test('an unknown profile says "Profile Not Found" with "User not found" and Go Back', async ({ page }) => {
    await registerViaApi(page, uniqueUser());
    await page.goto('/dashboard');
    await page.goto('/profile/no-such-user-123');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeVisible();
    await expect(page.getByText('User not found')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

/** What the scored player's tests look at: the player, the rally scored and the league joined. */
interface Scored {
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
async function scoredPlayer(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }): Promise<Scored> {
  const admin = await apiContext(playwright);
  await admin.post('/api/auth/sign-up/email', { data: { ...ADMIN, name: ADMIN.username } });
  expect((await admin.post('/api/auth/sign-in/email', { data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
  const player: TestUser = uniqueUser();
  const playerApi = await apiContext(playwright);
  expect((await playerApi.post('/api/auth/sign-up/email', { data: { ...player, name: player.username } })).ok()).toBe(true);
  const playerId = ((await (await playerApi.get('/api/me')).json()) as { user: { id: string } }).user.id;
  expect((await playerApi.post('/api/fantasy/team', { data: { name: 'Player Area Flyers' } })).status()).toBe(201);
  expect((await playerApi.post('/api/fantasy/team/drivers', { data: { driverId: 1 } })).status()).toBe(201);
  const leagueName = `Area League ${uniqueTag()}`;
  expect((await playerApi.post('/api/leagues', { data: { name: leagueName, isPrivate: true } })).status()).toBe(201);

  const clock = new GameClock(admin);
  const now = await clock.now();
  const start = new Date(now.getTime() + 60_000);
  const created = await admin.post('/api/admin/events', {
    data: {
      season: now.getUTCFullYear(),
      round: 70 + Math.floor(Math.random() * 10),
      name: `Area Rally ${uniqueTag()}`,
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
  const entries = [1, 2, 3].map((driverId) => ({ driverId, carNumber: driverId }));
  expect((await admin.put(`/api/admin/events/${event.id}/entries`, { data: { entries } })).ok()).toBe(true);
  const predicted = await playerApi.put(`/api/predictions/${event.id}`, { data: { first: 1, second: 2, third: 3 } });
  expect(predicted.status(), await predicted.text()).toBe(201);
  await clock.set(new Date(start.getTime() + 1000));

  const row = (driverId: number, position: number, stageWins: number, powerStagePosition: number | null) => ({
    driverId,
    status: 'finished',
    position,
    time: null,
    championshipPoints: 0,
    stageWins,
    powerStagePosition,
    category: null,
    categoryPosition: null,
  });
  const saved = await admin.put(`/api/admin/events/${event.id}/results`, {
    data: { results: [row(1, 1, 3, 1), row(2, 2, 0, 2), row(3, 3, 0, null)] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const publish = await admin.post(`/api/admin/events/${event.id}/publish`, { data: {} });
  expect(publish.status(), await publish.text()).toBe(202);
  const { jobId } = (await publish.json()) as { jobId: number };
  // The job runs on the server's worker; the hook's own timeout bounds the wait.
  for (;;) {
    const { status } = (await (await admin.get(`/api/admin/jobs/${jobId}`)).json()) as { status: string };
    expect(status).not.toBe('failed');
    if (status === 'succeeded') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await playerApi.dispose();
  await admin.dispose();
  return { player, playerId, leagueName, event };
}

test.describe('a scored player', () => {
  let scored: Scored;
  test.beforeAll(async ({ playwright }) => {
    scored = await scoredPlayer(playwright);
  });
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, scored.player);
  });

  test('the dashboard shows the rank, the points explained rule by rule, the team and the league', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('tile-rank')).toHaveText(/^#\d+$/);
    await expect(page.getByTestId('tile-points')).toHaveText('50');
    await expect(page.getByTestId('tile-rallies')).not.toHaveText('0');
    const lastScored = page.getByTestId('dashboard-last-scored');
    await expect(lastScored).toContainText(scored.event.name);
    const driverRow = lastScored.getByTestId('scored-driver');
    await expect(driverRow).toHaveCount(1);
    await expect(driverRow).toContainText('P1');
    await expect(driverRow).toContainText('Finishing position +25');
    await expect(driverRow).toContainText('Rally completion +2');
    await expect(driverRow).toContainText('Stage wins +3');
    await expect(driverRow).toContainText('Power Stage +5');
    await expect(driverRow.getByRole('cell').last()).toHaveText('35');
    await expect(page.getByTestId('dashboard-team').getByRole('link', { name: 'Manage Team' })).toHaveAttribute('href', '/team');
    await expect(page.getByTestId('dashboard-driver')).toHaveCount(1);
    const league = page.getByTestId('dashboard-league').filter({ hasText: scored.leagueName });
    await expect(league).toHaveAttribute('href', /^\/leagues\/\d+$/);
    await shots(page, 'dashboard');
  });

  test('the bell counts the unread notices, lists them newest first, marks them read and opens one', async ({ page }) => {
    await page.goto('/dashboard');
    const badge = page.getByTestId('notifications-badge');
    await expect(badge).toBeVisible();
    expect(Number(await badge.innerText())).toBeGreaterThanOrEqual(2);
    await page.getByTestId('notifications-bell').click();
    const panel = page.getByTestId('notifications-panel');
    await expect(panel.getByTestId('notification-item').first()).toBeVisible();
    await expect(panel.getByText(`Results published: ${scored.event.name}`)).toBeVisible();
    await expect(panel.getByText(`Prediction scored: ${scored.event.name}`)).toBeVisible();
    await shots(page, 'bell');
    if (!(await panel.isVisible())) await page.getByTestId('notifications-bell').click();
    await panel.getByTestId('notifications-mark-all').click();
    await expect(badge).toHaveCount(0);
    await expect(panel.locator('[data-unread="true"]')).toHaveCount(0);
    // Choosing one opens what it is about.
    await panel.getByText(`Results published: ${scored.event.name}`).click();
    await expect(page).toHaveURL(new RegExp(`/events/${scored.event.id}$`));
  });

  test('statistics show the accuracy, the league, the achievements, the activity and the chart', async ({ page }) => {
    await page.goto('/stats');
    await expect(page.getByTestId('prediction-accuracy')).toHaveText('100%');
    await expect(page.getByText('1 of 1 correct')).toBeVisible();
    await expect(page.getByTestId('stats-leagues-card').getByText(scored.leagueName)).toBeVisible();
    await expect(page.getByTestId('stats-achievements').getByText('First Team')).toBeVisible();
    await expect(page.getByTestId('stats-achievements').getByText('Perfect Podium')).toBeVisible();
    await expect(page.getByTestId('activity-item').first()).toContainText(`in ${scored.event.name}`);
    await expect(page.getByTestId('stats-activity')).toContainText(`Predicted the podium of ${scored.event.name}`);
    await expect(page.getByTestId('stats-activity')).toContainText(`Joined ${scored.leagueName}`);
    await expect(page.getByTestId('stats-activity')).toContainText('Bought');
    // The chart arrives in its own chunk after the page.
    await expect(page.getByTestId('stats-chart').locator('.recharts-responsive-container')).toBeVisible();
    await shots(page, 'stats');
  });

  test('the own profile shows the team and the predictions; another player sees neither', async ({ page, browser }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: scored.player.username })).toBeVisible();
    await expect(page.getByTestId('profile-team')).toContainText('Player Area Flyers');
    await expect(page.getByTestId('profile-predictions')).toContainText('1 of 1 predictions correct');
    await expect(page.getByTestId('profile-last-active')).toContainText('Last active');
    await expect(page.getByTestId('profile-achievements').getByTestId('achievement').first()).toBeVisible();
    await shots(page, 'profile-own');

    // Another player looks at the profile, reached from the league table: no team or prediction cards.
    const friendContext = await browser.newContext();
    const friendPage = await friendContext.newPage();
    await registerViaApi(friendPage, uniqueUser());
    await friendPage.goto(`/profile/${scored.playerId}`);
    await expect(friendPage.getByRole('heading', { level: 1, name: scored.player.username })).toBeVisible();
    await expect(friendPage.getByTestId('profile-points')).toHaveText('50');
    await expect(friendPage.getByTestId('profile-team')).toHaveCount(0);
    await expect(friendPage.getByTestId('profile-predictions')).toHaveCount(0);
    await expect(friendPage.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    await expect(friendPage.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(friendPage.getByTestId('profile-achievements').getByTestId('achievement').first()).toBeVisible();
    await shots(friendPage, 'profile-other');
    await friendContext.close();
  });
});
