import type { LeagueDetail } from '../src/shared/api/leagues';
import { BASE_URL, ORIGIN } from './support/env';
import { expect, test } from './support/fixtures';
import { registerViaApi } from './support/users';

/**
 * Issue 34: a player makes a personal API token in Settings on a phone, copies it, and a script (a request
 * context of its own: no cookies, only the token) reads the league table with it, and cannot write.
 */
test.describe('personal API tokens', () => {
  test.use({ viewport: { width: 375, height: 812 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('create a token in Settings, copy it, read the league table with it from a script', async ({ page, playwright }) => {
    const user = await registerViaApi(page);
    const created = await page.request.post('/api/leagues', { data: { name: 'Script League', isPrivate: true }, headers: { Origin: ORIGIN } });
    expect(created.status(), await created.text()).toBe(201);
    const league = ((await created.json()) as { league: LeagueDetail }).league;

    // The footer leads to the guide, and the guide to Settings.
    await page.goto('/dashboard');
    // The dashboard fills in under its prerendered shell and the footer moves down as it does: click only once it
    // has (a click aimed at the link while it moved landed on nothing in CI, stop 38).
    await expect(page.getByTestId('dashboard-leagues')).toContainText('Script League');
    await expect(page.getByTestId('dashboard-team').getByRole('link', { name: 'Create Team' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
    await expect(page).toHaveURL(/\/developers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Build on Rally Fantasy' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Settings' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'API tokens' })).toBeVisible();
    await page.getByLabel('Token name').fill('Group chat bot');
    await page.getByRole('button', { name: 'Create token' }).click();
    const secretField = page.getByLabel('Your new API token');
    await expect(secretField).toHaveValue(/^rfp_/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toBe(await secretField.inputValue());
    await expect(page.getByRole('list', { name: 'Your API tokens' }).getByText('Group chat bot')).toBeVisible();
    // The secret leaves the page once dismissed and is never listed.
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByText(token)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Your API tokens' }).getByText('never used')).toBeVisible();

    const script = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
    try {
      const table = await script.get(`/api/leagues/${league.id}/members`);
      expect(table.status(), await table.text()).toBe(200);
      const { members } = (await table.json()) as { members: { username: string; position: number | null }[] };
      expect(members.map((m) => m.username)).toEqual([user.username]);
      const write = await script.post('/api/leagues', { data: { name: 'By a script' }, headers: { Origin: ORIGIN } });
      expect(write.status()).toBe(403);
    } finally {
      await script.dispose();
    }

    // Settings now shows when it was last used.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your API tokens' }).getByText(/last used/)).toBeVisible();
  });
});
