import type { Page } from '@playwright/test';
import { consoleProblems } from './support/console';
import { ORIGIN } from './support/env';
import { expect, signInViaApi, test } from './support/fixtures';
import { holdRoute } from './support/hold-route';

// The sign-in page (for visitors) and the dashboard (for a signed-in player) are in their HTML too
// (scripts/prerender.ts, decision 0180): a phone paints them before the app's code has arrived, and the app then
// takes them over as they are. The landing page's checks are in public.spec.ts.

/** Holds the app's entry script back until `release()`, so a test can act on the page before the app runs. */
async function holdTheApp(page: Page): Promise<() => void> {
  const held = holdRoute(page, /\/assets\/index-[\w-]+\.js$/);
  await held.ready;
  return held.release;
}

test.describe('prerendered sign-in page', () => {
  test('what a visitor types before the app runs is kept, and Enter waits for the app instead of sending the form', async ({ page, account }) => {
    const problems = consoleProblems(page, ['error', 'warning']);
    await page.setViewportSize({ width: 375, height: 812 });
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root[data-prerendered="visitor"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Remember me').uncheck();
    const navigations: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) navigations.push(r.url());
    });
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // The browser's own submit would start a navigation (with the password in the address) as the default action
    // of the event, before the next frame is drawn.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(navigations).toEqual([]);
    expect(page.url()).not.toContain('password');
    await expect(page).toHaveURL(/\/login$/);

    release();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Unchecked "Remember me": the session cookie ends with the browser.
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('rally.session_token'));
    expect(session?.expires).toBe(-1);
    expect(problems).toEqual([]);
  });

  test('a signed-in player opening it goes on to the dashboard', async ({ page, account }) => {
    await signInViaApi(page, account);
    const html = await (await page.request.get('/login')).text();
    expect(html).not.toContain('data-prerendered');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('prerendered dashboard', () => {
  for (const { name, width, sidebar } of [
    { name: 'phone', width: 375, sidebar: 'closed' },
    { name: 'desktop', width: 1280, sidebar: 'open' },
  ]) {
    test(`a player's ${name} paints the shell and skeletons from the HTML, and the app fills them in without redrawing`, async ({ page, account }) => {
      const problems = consoleProblems(page, ['error', 'warning']);
      await page.setViewportSize({ width, height: 812 });
      await signInViaApi(page, account);
      // The elements of the HTML, kept aside before any of the app's code runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const w = window as unknown as { prerendered: (Element | null)[] };
          w.prerendered = [document.querySelector('h1'), document.querySelector('aside'), document.querySelector('main')];
        });
      });
      const release = await holdTheApp(page);
      await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('#root[data-prerendered="player"]')).toHaveCount(1);
      // Before the app: the page's subtitle, no name yet, the account menu a placeholder.
      await expect(page.getByText('Here is where you stand this season.')).toBeVisible();
      await expect(page.getByTestId('user-menu-pending')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
      // The sidebar is already where its screen size puts it, drawn by the stylesheet.
      const sidebarBox = await page.getByTestId('sidebar').boundingBox();

      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${account.username}`);
      await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
      await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', sidebar);
      expect(await page.getByTestId('sidebar').boundingBox()).toEqual(sidebarBox);
      await expect(page.getByText('Global Rank')).toBeVisible();
      expect(
        await page.evaluate(() => {
          const w = window as unknown as { prerendered: (Element | null)[] };
          return [document.querySelector('h1'), document.querySelector('aside'), document.querySelector('main')].map((element, i) => element === w.prerendered[i]);
        }),
      ).toEqual([true, true, true]);
      expect(problems).toEqual([]);
    });
  }

  test('an ended session gets the app, which sends the player to sign in', async ({ page, account }) => {
    await signInViaApi(page, account);
    const ended = await page.context().cookies();
    expect((await page.request.post('/api/auth/sign-out', { data: {}, headers: { Origin: ORIGIN } })).ok()).toBe(true);
    // The browser still sends the old cookie, as one would whose session was ended elsewhere.
    await page.context().addCookies(ended);
    const html = await (await page.request.get('/dashboard')).text();
    expect(html).not.toContain('data-prerendered');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
