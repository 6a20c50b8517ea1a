import { shots } from './support/shots';
import { expect, signInViaApi, test } from './support/fixtures';
import { scoredPlayer, type Scored } from './support/rallies';
import { registerViaApi, uniqueUser } from './support/users';

/**
 * The player's own area (issue 13): dashboard, statistics, profiles and the bell, for a new player and for
 * one whose team, prediction and league were scored by a rally an admin published during the test.
 */

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
    await shots(page, 'dashboard', 'PLAYER_SHOTS');
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
    await shots(page, 'bell', 'PLAYER_SHOTS');
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
    await shots(page, 'stats', 'PLAYER_SHOTS');
  });

  test('the own profile shows the team and the predictions; another player sees neither', async ({ page, browser }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: scored.player.username })).toBeVisible();
    await expect(page.getByTestId('profile-team')).toContainText('Player Area Flyers');
    await expect(page.getByTestId('profile-predictions')).toContainText('1 of 1 predictions correct');
    await expect(page.getByTestId('profile-last-active')).toContainText('Last active');
    await expect(page.getByTestId('profile-achievements').getByTestId('achievement').first()).toBeVisible();
    await shots(page, 'profile-own', 'PLAYER_SHOTS');

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
    await shots(friendPage, 'profile-other', 'PLAYER_SHOTS');
    await friendContext.close();
  });
});
