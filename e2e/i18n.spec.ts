import type { Locator } from '@playwright/test';
import { ORIGIN } from './support/env';
import { test, expect } from './support/fixtures';
import { registerViaApi } from './support/users';

/** How many lines of text an element takes (its content height over its line height). */
async function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const content = el.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth);
    return Math.round(content / parseFloat(style.lineHeight));
  });
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('reads German public pages on a first visit, and only German texts are downloaded', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      // `<name>-<8-character hash>.js`, so `public-layout-….js` is not taken for the `public` texts.
      const m = /\/assets\/([a-z]+)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
      if (m) chunks.push(m[1]!);
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Stell dein Traumteam zusammen');
    await expect(page.getByRole('link', { name: 'Jetzt starten' }).first()).toBeVisible();
    // The page is in its HTML (decision 0178); the app starts after its first paint and then keeps the language.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    // One lazy chunk per language and namespace: German's shell texts came, no other language's.
    expect(chunks.filter((c) => c === 'public')).toHaveLength(1);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
    // The language menu switches at once, without a reload, and the choice is kept.
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
  });
});

test('a player who picks Italian in settings plays in Italian, after a reload too', async ({ page }) => {
  // Several screens in one journey, on a machine shared by parallel runs.
  test.slow();
  await registerViaApi(page);
  await page.goto('/settings');
  await page.getByLabel('Language').selectOption('it');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Le tue impostazioni sono state salvate!')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  // Shell and dashboard.
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Principale' });
  await expect(nav.getByRole('link', { name: 'Mercato piloti' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'La mia squadra' })).toBeVisible();
  await expect(page.getByText('Ecco a che punto sei in questa stagione.')).toBeVisible();

  // The market.
  await nav.getByRole('link', { name: 'Mercato piloti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mercato piloti' })).toBeVisible();
  await expect(page.getByText('Nessuna squadra trovata')).toBeVisible();

  // A server error, shown in Italian from its code.
  await page.goto('/leagues/join/ZZZZ9999');
  await page.getByRole('main').getByRole('button').click();
  await expect(page.getByText("Codice d'invito non valido")).toBeVisible();

  // A reload keeps Italian.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Mercato piloti' })).toBeVisible();
});

test('a German admin runs the console in German', async ({ page }) => {
  test.slow();
  // scripts/e2e.mjs gives this address the admin role; the account exists once per server.
  const admin = { email: 'e2e-admin-de@example.com', password: 'correct-horse-battery', username: 'e2e_admin_de' };
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: { ...admin, name: admin.username }, headers: { Origin: ORIGIN } });
  if (!signUp.ok()) {
    const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email: admin.email, password: admin.password }, headers: { Origin: ORIGIN } });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  }
  const saved = await page.request.patch('/api/me/settings', { data: { language: 'de' }, headers: { Origin: ORIGIN } });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/admin/events');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Admin-Konsole', { exact: true }).first()).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Admin-Bereiche' });
  await expect(page.getByRole('heading', { level: 1, name: 'Rallyes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neue Rallye' })).toBeVisible();
  // Driver, team and rally names stay as they are; the words around them are German.
  await expect(page.getByText(/Saison \d{4} · Lauf \d+/).first()).toBeVisible();

  await sections.getByRole('link', { name: 'Benutzer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  await expect(page.getByPlaceholder('Benutzername oder E-Mail')).toBeVisible();

  await sections.getByRole('link', { name: 'Posteingang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Posteingang' })).toBeVisible();

  // The legal pages are German too, whole.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welche Daten wir erheben' })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const language of ['en', 'it', 'es', 'fr', 'de']) {
    test(`${language}: public and sign-in pages fit the width (no horizontal overflow)`, async ({ page }, testInfo) => {
      await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
      for (const path of ['/', '/rules', '/login', '/register']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        // Nothing in the header wraps. On public pages the word mark gives way to the badge's countdown on a
        // phone (it stays in the logo link's name), and the countdown sits clear of the buttons beside it; on the
        // sign-in card the word mark is one line, and so is the tagline under it.
        const logo = page.getByRole('link', { name: /Rally Fantasy/ }).first();
        const wordMark = logo.getByText('Rally Fantasy', { exact: true });
        if (path === '/' || path === '/rules') {
          await expect(page.getByTestId('event-badge')).toBeVisible();
          // Tests that start a live rally publish it at the end (e2e/support/live-rally.ts): the next rally is upcoming.
          const countdown = page.getByTestId('event-badge-countdown');
          await expect(countdown, `${language} ${path}: countdown`).toBeVisible();
          const [shown, next] = [await countdown.boundingBox(), await page.getByTestId('theme-toggle').boundingBox()];
          expect(shown!.x + shown!.width, `${language} ${path}: countdown clear of the theme button`).toBeLessThanOrEqual(next!.x);
        } else {
          expect(await lineCount(wordMark), `${language} ${path}: logo`).toBe(1);
          expect(await lineCount(page.getByRole('main').locator('p').first()), `${language} ${path}: tagline`).toBe(1);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${language} ${path}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`${language}${path.replaceAll('/', '-')}.png`), fullPage: false });
      }
    });
  }
});
