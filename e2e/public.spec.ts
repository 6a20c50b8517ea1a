import { expect, signInViaApi, test } from './support/fixtures';
import { consoleProblems } from './support/console';
import { expectBadgeOnNextRally, type NextRally } from './support/next-rally';

const PUBLIC_PAGES = [
  { path: '/', title: 'Fantasy Rally Championship · Rally Fantasy', h1: /Build your dream rally team/i },
  { path: '/about', title: 'About · Rally Fantasy', h1: 'About Rally Fantasy' },
  { path: '/rules', title: 'Rules · Rally Fantasy', h1: 'Game Rules' },
  { path: '/contact', title: 'Contact · Rally Fantasy', h1: 'Contact Us' },
  { path: '/privacy', title: 'Privacy Policy · Rally Fantasy', h1: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Use · Rally Fantasy', h1: 'Terms of Use' },
] as const;

test.describe('public pages', () => {
  test('every page has its own heading, document title and meta description', async ({ page }) => {
    const descriptions = new Set<string>();
    for (const { path, title, h1 } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, path).toBeTruthy();
      descriptions.add(description ?? '');
    }
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  test('home: calls to action, the real figures of the stats strip, features, steps and testimonials', async ({
    page,
  }) => {
    const stats = await (await page.request.get('/api/site/stats')).json();
    await page.goto('/');
    const hero = page.getByRole('region', { name: /Build your dream rally team/i });
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');

    // A young site does not publish its handful of managers (docs/decisions/0169); the season's figures show.
    expect(stats.managers).toBeNull();
    await expect(page.getByTestId('stat-managers')).toHaveCount(0);
    await expect(page.getByTestId('stat-events')).toHaveText(String(stats.events));
    await expect(page.getByTestId('stat-stages')).toHaveText(
      new Intl.NumberFormat('en').format(stats.stages),
    );
    await expect(page.getByTestId('stat-kilometres')).toHaveText(
      new Intl.NumberFormat('en').format(stats.kilometres),
    );
    await expect(page.getByTestId('stat-drivers')).toHaveText(String(stats.drivers));
    await expect(page.getByTestId('stat-countries')).toHaveText(String(stats.countries));
    // The demo season: the real 2026 calendar (14 rallies) and its 14 Rally1 drivers. The admin console's
    // journeys create events on the same server while this runs, so the calendar may have grown.
    expect(stats.events).toBeGreaterThanOrEqual(14);
    expect(stats.drivers).toBe(14);
    await expect(page.getByText(/10,000\+/)).toHaveCount(0);

    for (const name of ['Fantasy Teams', 'Private Leagues', 'Live Tracking', 'Predictions']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
    await expect(page.getByText(/^Step [123]$/)).toHaveCount(3);
    await expect(page.locator('blockquote')).toHaveCount(3);

    const final = page.getByRole('region', { name: 'Ready to take the start?' });
    await expect(final.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await final.getByRole('link', { name: 'Read the Rules' }).click();
    await expect(page).toHaveURL(/\/rules$/);
  });
});

test('rules: on a 375 px phone every table of every section fits, nothing is clipped', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/rules');
  for (const name of ['Team Building', 'Scoring System', 'Predictions']) {
    await page.getByRole('button', { name, exact: true }).click();
    const tables = page.getByRole('table');
    await expect(tables.first()).toBeVisible();
    for (const table of await tables.all()) {
      const fit = await table.evaluate((el) => {
        const wrapper = el.parentElement!;
        return {
          table: el.scrollWidth,
          wrapper: wrapper.clientWidth,
          cells: [...el.querySelectorAll('td, th')].every((cell) => cell.scrollWidth <= cell.clientWidth + 1),
        };
      });
      expect(fit.table, `${name}: table wider than its box`).toBeLessThanOrEqual(fit.wrapper);
      expect(fit.cells, `${name}: a cell overflows`).toBe(true);
    }
  }
  await page.getByRole('button', { name: 'Team Building', exact: true }).click();
  const limits = page.getByRole('table', { name: 'Team limits' });
  await expect(limits.getByRole('row', { name: /Transfers/ })).toBeVisible();
  const box = await limits.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
});

test.describe('contact form', () => {
  test('on a phone the field focused after a refused submit is not hidden under the sticky header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/contact');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const subject = page.getByRole('textbox', { name: 'Subject', exact: true });
    await subject.fill('Stage times missing');
    // Put the Name field just under the top edge, where the sticky header sits, then submit with Enter.
    await name.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 20));
    await subject.evaluate((el) => (el as HTMLInputElement).focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    const fieldTop = await name.evaluate((el) => el.getBoundingClientRect().top);
    expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
  });
});

test.describe('public navigation', () => {
  test('desktop top bar and footer links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Primary' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Rules', '/rules'],
      ['Contact', '/contact'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(banner.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    await expect(banner.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();

    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['Rules', '/rules'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('the mobile menu opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Primary' });
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'About', 'Rules', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it too and leaves the keyboard on the toggle.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Rules' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
  });
});

test.describe('floating event badge', () => {
  test('links to the next event with a live countdown, on public pages', async ({ page }) => {
    await page.goto('/rules');
    const event = await expectBadgeOnNextRally(page);
    const badge = page.getByRole('link', {
      name: new RegExp(`^Next rally: ${event.name}\\s?, starts in .+ your time$`),
    });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('href', `/events/${event.id}`);
    await expect(badge).toContainText(event.name);
    const countdown = page.getByTestId('event-badge-countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^(\d+d )?\d{2}:\d{2}:\d{2}$/);
    await expect(countdown).not.toHaveText(first ?? '', { timeout: 3000 });

    // Keyboard reachable, with a visible focus ring.
    await badge.focus();
    await expect(badge).toBeFocused();
    const outline = await badge.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('is on signed-in pages too and takes the player to the event', async ({ page, account }) => {
    await signInViaApi(page, account);
    await page.goto('/dashboard');
    const event = await expectBadgeOnNextRally(page);
    await page.getByTestId('event-badge').click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  });

  test('is on the sign-in and sign-up pages too, with the countdown, and leads back there to the event', async ({
    page,
    account,
  }) => {
    let event: NextRally | undefined;
    for (const path of ['/register', '/login']) {
      await page.goto(path);
      event = await expectBadgeOnNextRally(page);
      const badge = page.getByRole('link', {
        name: new RegExp(`^Next rally: ${event.name}\\s?, starts in .+ your time$`),
      });
      await expect(badge, path).toBeVisible();
      await expect(badge, path).toHaveAttribute('href', `/events/${event.id}`);
      await expect(page.getByTestId('event-badge-countdown')).toHaveText(/^(\d+d )?\d{2}:\d{2}:\d{2}$/);
    }
    if (!event) throw new Error('the badge was not read');
    // A visitor following it is asked to sign in, then lands on the event.
    await page.getByTestId('event-badge').click();
    await expect(page).toHaveURL(/\/login/);
    // We were on /login already: wait until the guard has bounced us back with the event as the target,
    // or the form filled next may be the one that is about to be replaced.
    await page.waitForFunction(
      (path) =>
        (window.history.state as { usr?: { from?: { pathname?: string } } } | null)?.usr?.from?.pathname ===
        path,
      `/events/${event.id}`,
    );
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  });

  test('says "live" while an event runs and is hidden when none is scheduled', async ({ page, clock }) => {
    const now = (await clock.now()).getTime();
    let answer: unknown = {
      event: {
        id: 7,
        name: 'Rally Italia Sardegna',
        country: 'Italy',
        location: 'Alghero',
        startDate: new Date(now - 3_600_000).toISOString(),
        endDate: new Date(now + 86_400_000).toISOString(),
        status: 'active',
      },
    };
    await page.route('**/api/site/next-event', (route) => route.fulfill({ json: answer }));
    await page.goto('/about');
    await expect(
      page.getByRole('link', { name: /^Live now: Rally Italia Sardegna\s?, Rally in progress$/ }),
    ).toHaveAttribute('href', '/events/7');
    answer = { event: null };
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('event-badge')).toHaveCount(0);
  });

  test('on a 375 px phone it stays inside the screen and never covers the last footer link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/contact');
    const badge = page.getByTestId('event-badge');
    await expect(badge).toBeVisible();
    const box = await badge.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(box!.height).toBeLessThanOrEqual(60);

    // The footer lays itself out only as it nears the screen (content-visibility: auto, decision 0178), so the
    // page's height can change under the first scroll: scroll to the bottom until the height holds still.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const height = document.documentElement.scrollHeight;
          window.scrollTo(0, height);
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          return (
            document.documentElement.scrollHeight === height &&
            window.scrollY + window.innerHeight >= height - 1
          );
        }),
      )
      .toBe(true);
    for (const name of ['Terms of Use', 'Privacy Policy']) {
      const link = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name });
      const linkBox = await link.boundingBox();
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null,
        [linkBox!.x + linkBox!.width / 2, linkBox!.y + linkBox!.height / 2],
      );
      expect(hit).toBe(name);
    }
  });
});

// The landing page's first screen is in its HTML, per language (scripts/prerender.ts, decision 0178): a phone
// paints it before the app's code has arrived, and the app then draws over it.
test.describe('prerendered landing page', () => {
  test("is in the page's HTML, in the visitor's language, before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Fantasy-Rallye-Meisterschaft · Rally Fantasy');
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toContainText('Stell dein Traumteam zusammen');
    await expect(hero).toContainText('und fahr um den Titel');
    await expect(
      page.getByText('Wähle 5 echte WM-Fahrer mit einem Budget von 10,0 Mio. €', { exact: false }),
    ).toBeVisible();
    // Its links work as plain links until the app runs.
    await expect(page.getByRole('main').getByRole('link', { name: 'Jetzt starten' })).toHaveAttribute(
      'href',
      '/register',
    );
    await context.close();
  });

  test('the app takes the page over as it is: the same elements, its menu answers, nothing in the console', async ({
    page,
  }) => {
    const errors = consoleProblems(page);
    await page.setViewportSize({ width: 375, height: 812 });
    // The heading element of the HTML, kept aside before any of the app's code runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading =
          document.querySelector('h1');
      });
    });
    await page.goto('/');
    // A tap before the app has taken the page over waits for it (the prerendered buttons take no taps).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Build your dream rally team');
    // Hydrated, not drawn again: a mismatch would have made React replace the page (and say so in the console).
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    // The menu's ids are the prerendered ones: the button still points at the menu it opens.
    const controls = await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls');
    await expect(page.locator(`[id="${controls}"]`)).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a visitor who scrolled before the app took over stays where they are, and taps what they see', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The app's last step (src/web/app/start/app.tsx) is held back until the visitor has scrolled down.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[\w-]{8}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const footer = page.getByRole('navigation', { name: 'Footer' });
    // Once the fonts are in, so the page has its height and the footer its place.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    release();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(footer).toBeInViewport();
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // A page opened from there starts at the top, as any new page does.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a signed-in player gets the app, not the visitor copy', async ({ page, account }) => {
    await signInViaApi(page, account);
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('data-prerendered');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('public-nav-dashboard')).toBeVisible();
  });
});
