import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, ORIGIN } from './support/env';
import { axeViolations } from './support/axe';
import { expect, signInViaApi, test } from './support/fixtures';
import { ADMIN, scoredPlayer, signedInAdmin, type Scored } from './support/rallies';
import { finishLiveRally, publishStage, startLiveRally, type LiveRally } from './support/live-rally';
import { registerViaApi, uniqueTag, uniqueUser, type TestUser } from './support/users';

/**
 * The one axe walk (issue 28, part 3): every page, and the states a page only shows after a click (an open
 * dialog, menu or panel, a form's errors, another tab), with no violation of any impact (WCAG 2.2 AA, axe's best
 * practices and its experimental rules), once per theme: a phone in dark and a desktop in light. No other browser
 * test runs axe. The walker is a player with a full team, a league and a prediction, so the pages show data, not
 * their empty states (which the component tests cover).
 */

const VIEWS = [
  { name: 'phone, dark', width: 375, height: 812, scheme: 'dark' },
  { name: 'desktop, light', width: 1280, height: 800, scheme: 'light' },
] as const;

/** What the walk links to: ids read from the world, and the walker's own league. */
interface Walk {
  walker: TestUser;
  other: string;
  leagueId: number;
  upcomingId: number;
  completedId: number;
  driverId: number;
  teamId: number;
  /** The walker's five drivers, entered in the walk's live rally. */
  teamDriverIds: number[];
}

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function signedUp(api: APIRequestContext, user: TestUser): Promise<string> {
  const res = await api.post('/api/auth/sign-up/email', { data: { ...user, name: user.username } });
  return (await json<{ user: { id: string } }>(res)).user.id;
}

/** A player with five drivers, a private league they run and a podium for the next rally. */
async function prepareWalk(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }): Promise<Walk> {
  const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: ORIGIN } });
  const other = await signedUp(api, uniqueUser());
  const walker = uniqueUser();
  await signedUp(api, walker);
  expect((await api.post('/api/fantasy/team', { data: { name: 'Walk Motors' } })).status()).toBe(201);
  const { drivers } = await json<{ drivers: { id: number; price: number }[] }>(await api.get('/api/market/drivers'));
  const cheapest = [...drivers].sort((a, b) => a.price - b.price).slice(0, 5);
  for (const d of cheapest) {
    expect((await api.post('/api/fantasy/team/drivers', { data: { driverId: d.id } })).status()).toBe(201);
  }
  const league = await json<{ league: { id: number } }>(
    await api.post('/api/leagues', { data: { name: `Walk League ${uniqueTag()}`, description: 'Axe walk', isPrivate: true } }),
  );
  const { events } = await json<{ events: { id: number; status: string }[] }>(await api.get('/api/events'));
  const upcoming = events.find((e) => e.status === 'upcoming');
  const completed = events.find((e) => e.status === 'completed');
  if (!upcoming || !completed) throw new Error('the demo season has an upcoming and a completed rally');
  const view = await json<{ drivers: { id: number }[] }>(await api.get(`/api/predictions/${upcoming.id}`));
  const [first, second, third] = view.drivers;
  expect((await api.put(`/api/predictions/${upcoming.id}`, { data: { first: first!.id, second: second!.id, third: third!.id } })).status()).toBe(201);
  const { teams } = await json<{ teams: { id: number }[] }>(await api.get('/api/teams'));
  await api.dispose();
  return {
    walker,
    other,
    leagueId: league.league.id,
    upcomingId: upcoming.id,
    completedId: completed.id,
    driverId: first!.id,
    teamId: teams[0]!.id,
    teamDriverIds: cheapest.map((d) => d.id),
  };
}

/** No violation of any impact on the page as it stands. */
async function expectClean(page: Page, what: string, disableRules: string[] = []): Promise<void> {
  expect(await axeViolations(page, { extraTags: ['best-practice', 'experimental'], disableRules }), what).toEqual([]);
}

/** Opens `path` and scans it once its heading shows and its data has arrived (skeletons gone). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectClean(page, path);
}

// Radix portals an open menu to <body>, outside every landmark (`region`), and brackets it with focus-guard spans
// (`focus-order-semantics`): findings about the library's plumbing, not the page; every WCAG rule still runs.
const PORTALLED_MENU = ['region', 'focus-order-semantics'];

for (const view of VIEWS) {
  const phone = view.width < 600;
  test.describe(`the axe walk (${view.name})`, () => {
    test.use({ viewport: { width: view.width, height: view.height }, colorScheme: view.scheme });
    let walk: Walk;
    test.beforeAll(async ({ playwright }) => {
      walk = await prepareWalk(playwright);
    });

    // Short tests (three or four scans each), so each stays well inside Playwright's default 30 s on a loaded
    // two-core machine.
    test('home and about', async ({ page }) => {
      for (const path of ['/', '/about']) await visit(page, path);
    });

    test('rules with a section open, contact with its errors', async ({ page }) => {
      await visit(page, '/rules');
      await page.getByRole('button', { name: 'Scoring System' }).click();
      await expect(page.getByRole('table', { name: 'Points by final overall position' })).toBeVisible();
      await expectClean(page, '/rules, Scoring System open');
      await visit(page, '/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expectClean(page, '/contact with field errors');
    });

    test('privacy, terms and the public menu', async ({ page }) => {
      for (const path of ['/privacy', '/terms']) await visit(page, path);
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
        await expectClean(page, 'public menu open');
      }
    });

    test('sign-in, sign-up, password reset and the 404', async ({ page }) => {
      for (const path of ['/login', '/register', '/forgot-password', '/no-such-page']) await visit(page, path);
    });

    test('dashboard, and the team with its remove dialog', async ({ page }) => {
      await signInViaApi(page, walk.walker);
      await visit(page, '/dashboard');
      await visit(page, '/team');
      await page.getByRole('button', { name: /^Remove / }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectClean(page, '/team remove dialog');
    });

    test('market, a prediction and predictions without an event', async ({ page }) => {
      await signInViaApi(page, walk.walker);
      await visit(page, '/market');
      await visit(page, `/predictions?event=${walk.upcomingId}`);
      await visit(page, '/predictions');
    });

    test('a new player: the empty dashboard and team', async ({ page }) => {
      await registerViaApi(page);
      await visit(page, '/dashboard');
      await visit(page, '/team');
      await expect(page.getByRole('heading', { name: 'Create Your Team' })).toBeVisible();
    });

    test('the delete-account dialog', async ({ page }) => {
      await registerViaApi(page);
      await visit(page, '/settings');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
      await expectClean(page, '/settings delete-account dialog');
    });

    test('developers, and a new API token shown once in settings', async ({ page }) => {
      await visit(page, '/developers');
      await registerViaApi(page);
      await visit(page, '/settings');
      await page.getByLabel('Token name').fill('Axe bot');
      await page.getByRole('button', { name: 'Create token' }).click();
      await expect(page.getByLabel('Your new API token')).toBeVisible();
      await expectClean(page, '/settings with a new API token');
    });

    test('calendar list and grid, an upcoming rally', async ({ page }) => {
      await signInViaApi(page, walk.walker);
      await visit(page, '/events');
      await page.getByRole('button', { name: 'Calendar' }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await expectClean(page, '/events calendar');
      const filters = page.getByRole('button', { name: 'Filters' });
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await filters.getAttribute('aria-controls')}`)).toBeVisible();
      await expectClean(page, '/events filters open');
      await visit(page, `/events/${walk.upcomingId}`);
    });

    test('a finished rally on each tab', async ({ page }) => {
      await signInViaApi(page, walk.walker);
      await visit(page, `/events/${walk.completedId}`);
      for (const tab of ['Overview', 'Stages', 'Entry list']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expectClean(page, `/events/${walk.completedId} ${tab}`);
      }
    });

    test('leagues, a league and its settings', async ({ page }) => {
      await signInViaApi(page, walk.walker);
      for (const path of ['/leagues', `/leagues/${walk.leagueId}`, `/leagues/${walk.leagueId}/settings`]) await visit(page, path);
    });

    test('drivers and a driver', async ({ page }) => {
      await signInViaApi(page, walk.walker);
      for (const path of ['/drivers', `/drivers/${walk.driverId}`]) await visit(page, path);
    });

    test('constructors and a constructor, the corrections log', async ({ page }) => {
      await signInViaApi(page, walk.walker);
      for (const path of ['/constructors', `/constructors/${walk.teamId}`, '/corrections']) await visit(page, path);
    });

    test('statistics, settings and help', async ({ page }) => {
      await signInViaApi(page, walk.walker);
      for (const path of ['/stats', '/settings', '/help']) await visit(page, path);
    });

    test('own profile and another player\'s', async ({ page }) => {
      await signInViaApi(page, walk.walker);
      for (const path of ['/profile', `/profile/${walk.other}`]) await visit(page, path);
    });

    test('the bell, the user menu and the sidebar open', async ({ page }) => {
      await signInViaApi(page, walk.walker);
      await visit(page, '/help');
      await page.getByTestId('notifications-bell').click();
      await expect(page.getByTestId('notifications-panel')).toBeVisible();
      await expectClean(page, 'notifications panel open', PORTALLED_MENU);
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu-trigger').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectClean(page, 'user menu open', PORTALLED_MENU);
      await page.keyboard.press('Escape');
      if (phone) {
        await page.getByTestId('sidebar-toggle').click();
        await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'open');
        await expectClean(page, 'sidebar open');
      }
    });

    test.describe('a scored player', () => {
      let scored: Scored;
      test.beforeAll(async ({ playwright }) => {
        scored = await scoredPlayer(playwright);
      });

      test('the dashboard with its points explained, and the bell', async ({ page }) => {
        await signInViaApi(page, scored.player);
        await visit(page, '/dashboard');
        await expect(page.getByTestId('dashboard-last-scored')).toContainText(scored.event.name);
        await expectClean(page, '/dashboard scored');
        await page.getByTestId('notifications-bell').click();
        await expect(page.getByTestId('notifications-panel')).toContainText('Results published');
        await expectClean(page, 'notifications panel with results', PORTALLED_MENU);
      });

      test('statistics and profiles with points', async ({ page }) => {
        await signInViaApi(page, scored.player);
        for (const path of ['/stats', '/profile']) await visit(page, path);
        await signInViaApi(page, walk.walker);
        await visit(page, `/profile/${scored.playerId}`);
      });
    });

    test.describe('the live weekend', () => {
      let rally: LiveRally;
      // A rally of the walk's own, running, with the walker's drivers and one stage in.
      test.beforeAll(async ({ playwright }) => {
        const admin = await signedInAdmin(playwright);
        rally = await startLiveRally(admin, walk.teamDriverIds);
        await publishStage(admin, rally, walk.teamDriverIds);
        await admin.dispose();
      });
      test.afterAll(async ({ playwright }) => {
        const admin = await signedInAdmin(playwright);
        await finishLiveRally(admin, rally, walk.teamDriverIds);
        await admin.dispose();
      });

      test('the Live tab, and my drivers with their points explained', async ({ page }) => {
        await signInViaApi(page, walk.walker);
        await visit(page, `/events/${rally.id}`);
        await expect(page.getByTestId('live-overall')).toBeVisible();
        await page.goto('/team');
        await page.getByTestId('live-team').filter({ hasText: rally.name }).getByText('Explain my points').first().click();
        await expectClean(page, '/team with my live points explained');
      });

      test('a provisional league table and the console\'s Live page', async ({ page }) => {
        await signInViaApi(page, walk.walker);
        await visit(page, `/leagues/${walk.leagueId}`);
        await expect(page.getByTestId('league-live-note')).toBeVisible();
        await signInViaApi(page, ADMIN);
        await visit(page, `/admin/live?event=${rally.id}`);
      });
    });

    const ADMIN_PAGES = [
      ['events', () => ['/admin/events', `/admin/events/${walk.upcomingId}`]],
      ['results and import', () => ['/admin/results', '/admin/import']],
      ['people', () => ['/admin/users', '/admin/inbox', '/admin/settings']],
    ] as const;
    for (const [part, paths] of ADMIN_PAGES) {
      test(`the admin console: ${part}`, async ({ page, playwright }) => {
        const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: ORIGIN } });
        // The admin account exists once per world: the first test to need it signs it up.
        await api.post('/api/auth/sign-up/email', { data: { ...ADMIN, name: ADMIN.username } });
        await api.dispose();
        await signInViaApi(page, ADMIN);
        for (const path of paths()) await visit(page, path);
      });
    }
  });
}
