import type { Locator, Page } from '@playwright/test';
import { expect, signInViaApi, test } from './support/fixtures';
import { apiContext } from './support/rallies';
import { uniqueUser } from './support/users';

/**
 * The crowd and the prices in the browser (issue 31, parts 6 and 7; docs/game-rules.md §9.11, §9.12): the
 * market's Owned column and its sort, and a driver page's ownership, price history and what-if, at 375 px and
 * 1280 px. With SHOTS_DIR set, each view is also saved as a screenshot, in light and dark.
 */
const shots = process.env.SHOTS_DIR;

/** The viewport with `at` scrolled into it, in both themes. */
async function shoot(page: Page, name: string, at: Locator) {
  if (!shots) return;
  await at.scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${shots}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const width of [375, 1280]) {
  test(`the market sorts by ownership; a driver page shows his crowd, price moves and what-if (${width} px)`, async ({ page, playwright }) => {
    await page.setViewportSize({ width, height: 900 });
    const player = uniqueUser();
    const api = await apiContext(playwright);
    await api.post('/api/auth/sign-up/email', { data: { ...player, name: player.username } });
    expect((await api.post('/api/fantasy/team', { data: { name: 'Crowd Watchers' } })).status()).toBe(201);
    await api.dispose();
    await signInViaApi(page, player);

    await page.goto('/market');
    const table = page.getByRole('table', { name: 'Available Drivers' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('ownership-note')).toContainText('Owned: the share of teams');
    // On phones the sort buttons sit above the table; from `sm` in the column headers.
    const ownedSort =
      width < 640
        ? page.getByRole('button', { name: 'Owned' }).first()
        : table.getByRole('columnheader', { name: /Owned/ }).getByRole('button', { name: 'Owned' });
    await ownedSort.click();
    if (width >= 640) await expect(table.getByRole('columnheader', { name: /Owned/ })).toHaveAttribute('aria-sort', 'descending');
    await shoot(page, `market-${width}`, table.getByRole('row').nth(2));

    // The driver the crowd holds most: the first row once sorted.
    const first = table.getByRole('row').nth(1).getByRole('link').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('driver-ownership')).toContainText(/Held by \d+\.\d% of teams now/);
    await expect(page.getByRole('table', { name: `Price moves of ${name}, newest first` })).toBeVisible();
    await page.getByLabel('Points in the next rally').fill('30');
    await expect(page.getByTestId('what-if-result')).toContainText(/If he scores 30 points in the next rally, his price (becomes|stays) €\d+\.\dM/);
    await shoot(page, `driver-ownership-${width}`, page.getByTestId('driver-ownership'));
    await shoot(page, `driver-what-if-${width}`, page.getByTestId('what-if-result'));
    await shoot(page, `driver-prices-${width}`, page.getByTestId('price-chart'));
  });
}
