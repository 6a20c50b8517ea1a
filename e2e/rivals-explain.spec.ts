import { ORIGIN } from './support/env';
import { shots } from './support/shots';
import { expect, signInViaApi, test } from './support/fixtures';
import { rivalsInOneLeague, secondRally, type Rivals } from './support/rivals';

/**
 * Rivals side by side and "explain my points" (issue 31 parts 4 and 5), on a phone in German: from the league
 * table to a rival's team at the last lock beside mine, then to the explanation of an earlier rally. The figures
 * are worked out by hand in e2e/support/rivals.ts.
 */

test.describe('a rival beside me, then my points explained (German, 375 px)', () => {
  test.use({ locale: 'de-DE', viewport: { width: 375, height: 812 } });
  let rivals: Rivals;
  // One publish per hook, so each stays inside Playwright's default timeout on a loaded two-core machine.
  test.beforeAll(async ({ playwright }) => {
    rivals = await rivalsInOneLeague(playwright);
  });
  test.beforeAll(async ({ playwright }) => {
    await secondRally(playwright, rivals);
  });

  test('from the league table to the side by side and to an earlier rally explained', async ({ page }) => {
    const [earlier, latest] = rivals.rallies as [Rivals['rallies'][number], Rivals['rallies'][number]];
    await signInViaApi(page, rivals.me);
    // A signed-in player's language is their setting (sign-up took the browser's English here).
    const saved = await page.request.patch('/api/me/settings', { data: { language: 'de' }, headers: { Origin: ORIGIN } });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto(`/leagues/${rivals.leagueId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('link', { name: `Team von ${rivals.rival.username} ansehen: ${rivals.rivalTeam}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Team von ${rivals.rival.username}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Rallye' })).toHaveValue(String(latest.id));
    // The last rally: me 20 × 2 + 27 = 67, the rival 20 + 17 × 2 = 54.
    await expect(page.getByTestId('rival-me-points')).toHaveText('67');
    await expect(page.getByTestId('rival-them-points')).toHaveText('54');
    const comparison = page.getByTestId('rival-comparison');
    await expect(comparison.getByRole('heading', { name: `Du gegen ${rivals.rival.username}` })).toBeVisible();
    // Driver 3 (their captain) −34, driver 2 (mine only) +27, driver 1 (both, my captain) 40 − 20 = +20.
    await expect(comparison.getByTestId('rival-difference').locator('td:last-child')).toHaveText(['-34', '+27', '+20']);
    await expect(comparison.getByTestId('rival-shared').getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shots(page, 'rival', 'RIVALS_SHOTS');

    // My points of the last rally, then the earlier one from the picker.
    await page.getByRole('link', { name: 'Meine Punkte dieser Rallye erklärt' }).click();
    await expect(page).toHaveURL(new RegExp(`/explain/${latest.id}$`));
    await expect(page.getByTestId('explain-total')).toHaveText('67');
    await page.getByRole('combobox', { name: 'Rallye' }).selectOption(String(earlier.id));
    await expect(page).toHaveURL(new RegExp(`/explain/${earlier.id}$`));
    // Rally 1: 35 × 2 + 24 = 94 for the team, 15 for the exact podium: 109.
    await expect(page.getByTestId('explain-team-points')).toHaveText('94');
    await expect(page.getByTestId('explain-total')).toHaveText('109');
    const captain = page.getByTestId('scored-driver').first();
    // The chips sit under the name on a phone (the wide screens' column is hidden).
    await expect(captain.getByText('Kapitän ×2 +35').filter({ visible: true })).toHaveCount(1);
    await expect(captain.getByText('Power Stage +5').filter({ visible: true })).toHaveCount(1);
    await expect(page.getByTestId('explain-prediction').getByText('Exaktes Podium')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shots(page, 'explain', 'RIVALS_SHOTS');
  });
});
