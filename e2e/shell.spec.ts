import { expect, signInViaApi, test } from './support/fixtures';

test.describe('signed-in shell', () => {
  test('on a phone the sidebar starts closed and opens over a backdrop', async ({ page, account }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInViaApi(page, account);
    await page.goto('/dashboard');

    const sidebar = page.getByTestId('sidebar');
    const backdrop = page.getByTestId('sidebar-backdrop');
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(backdrop).toHaveCount(0);

    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(backdrop).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Drivers Market' }),
    ).toBeVisible();

    // Click the part of the backdrop that the 256 px sidebar does not cover.
    await backdrop.click({ position: { x: 340, y: 400 } });
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect(backdrop).toHaveCount(0);
  });

  test('on a desktop the sidebar starts open and collapses to the icon rail', async ({ page, account }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInViaApi(page, account);
    await page.goto('/dashboard');

    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await expect(page.getByTestId('sidebar-backdrop')).toHaveCount(0);
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Dashboard',
      'My Team',
      'Rally Calendar',
      'Leagues',
      'Drivers Market',
      'Statistics',
      'Settings',
      'Help',
    ]) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
    // The rail keeps every link reachable, by icon and accessible name.
    await expect(nav.getByRole('link', { name: 'Rally Calendar' })).toBeVisible();

    await nav.getByRole('link', { name: 'Rally Calendar' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rally Calendar' })).toBeVisible();
  });

  test('the user menu shows the username and its links', async ({ page, account }) => {
    await signInViaApi(page, account);
    await page.goto('/dashboard');
    await page.getByTestId('user-menu-trigger').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(account.username).first()).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test.describe('theme and public pages', () => {
  test('the theme toggle survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
  });

  test('without a saved choice the theme follows the OS', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('unknown paths show the 404 page', async ({ page }) => {
    await page.goto('/this/road/does-not-exist');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! This page went off-track.' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Rally Fantasy');
    const back = page.getByRole('link', { name: 'Back to Dashboard' });
    await expect(back).toHaveAttribute('href', '/');
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the public mobile menu opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/about');
    const toggle = page.getByTestId('public-menu-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Rules' }).first().click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  });
});
