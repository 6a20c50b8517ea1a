import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, ORIGIN } from './support/env';
import { axeViolations } from './support/axe';
import { expect, signInViaApi, test } from './support/fixtures';
import { ADMIN, scoredPlayer, signedInAdmin, type Scored } from './support/rallies';
import { finishLiveRally, publishStage, startLiveRally, type LiveRally } from './support/live-rally';
import { rivalsInOneLeague, type Rivals } from './support/rivals';
import { registerViaApi, uniqueTag, uniqueUser, type TestUser } from './support/users';

/**
 * The one axe walk (issue 28, part 3): every page, and the states a page only shows after a click (an open
 * dialog, menu or panel, a form's errors, another tab), with no violation of any impact (WCAG 2.2 AA, axe's best
 * practices and its experimental rules), in both looks: a phone in dark and a desktop in light. Each page is
 * opened once and scanned in one look, then turned to the other (viewport and the system's colour scheme, which
 * the page follows live) and scanned again: the walk pays for a page's load, sign-in and data once, not once per
 * look. No other browser test runs axe. The walker is a player with a full team, a league and a prediction, so
 * the pages show data, not their empty states (which the component tests cover).
 */

interface Look {
  name: string;
  width: number;
  height: number;
  scheme: 'dark' | 'light';
}
const PHONE_DARK: Look = { name: 'phone, dark', width: 375, height: 812, scheme: 'dark' };
const DESKTOP_LIGHT: Look = { name: 'desktop, light', width: 1280, height: 800, scheme: 'light' };
const LOOKS = [PHONE_DARK, DESKTOP_LIGHT];

/** Turns the open page to `look` and waits until it shows it (theme applied, two frames laid out). */
async function turnTo(page: Page, look: Look): Promise<void> {
  await page.setViewportSize({ width: look.width, height: look.height });
  await page.emulateMedia({ colorScheme: look.scheme });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')), {
      message: `${look.name} theme`,
    })
    .toBe(look.scheme === 'dark');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** What the walk links to: ids read from the world, and the walker's own league. */
interface Walk {
  walker: TestUser;
  other: string;
  leagueId: number;
  /** A head-to-head league of the walker and one more member: its table, next opponent and round view. */
  h2hLeagueId: number;
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
async function prepareWalk(playwright: {
  request: { newContext: (o: object) => Promise<APIRequestContext> };
}): Promise<Walk> {
  const api = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Origin: ORIGIN },
  });
  const other = await signedUp(api, uniqueUser());
  const walker = uniqueUser();
  await signedUp(api, walker);
  expect((await api.post('/api/fantasy/team', { data: { name: 'Walk Motors' } })).status()).toBe(201);
  const { drivers } = await json<{ drivers: { id: number; price: number }[] }>(
    await api.get('/api/market/drivers'),
  );
  const cheapest = [...drivers].sort((a, b) => a.price - b.price).slice(0, 5);
  for (const d of cheapest) {
    expect((await api.post('/api/fantasy/team/drivers', { data: { driverId: d.id } })).status()).toBe(201);
  }
  const league = await json<{ league: { id: number } }>(
    await api.post('/api/leagues', {
      data: { name: `Walk League ${uniqueTag()}`, description: 'Axe walk', isPrivate: true },
    }),
  );
  const h2h = await json<{ league: { id: number } }>(
    await api.post('/api/leagues', {
      data: { name: `Walk Duels ${uniqueTag()}`, isPrivate: false, format: 'head_to_head' },
    }),
  );
  const { events } = await json<{ events: { id: number; status: string }[] }>(await api.get('/api/events'));
  const upcoming = events.find((e) => e.status === 'upcoming');
  const completed = events.find((e) => e.status === 'completed');
  if (!upcoming || !completed) throw new Error('the demo season has an upcoming and a completed rally');
  const view = await json<{ drivers: { id: number }[] }>(await api.get(`/api/predictions/${upcoming.id}`));
  const [first, second, third] = view.drivers;
  expect(
    (
      await api.put(`/api/predictions/${upcoming.id}`, {
        data: { first: first!.id, second: second!.id, third: third!.id },
      })
    ).status(),
  ).toBe(201);
  const { teams } = await json<{ teams: { id: number }[] }>(await api.get('/api/teams'));
  await api.dispose();
  return {
    walker,
    other,
    leagueId: league.league.id,
    h2hLeagueId: h2h.league.id,
    upcomingId: upcoming.id,
    completedId: completed.id,
    driverId: first!.id,
    teamId: teams[0]!.id,
    teamDriverIds: cheapest.map((d) => d.id),
  };
}

/** No violation of any impact on the page as it stands, in one look. */
async function expectCleanIn(
  page: Page,
  look: Look,
  what: string,
  disableRules: string[] = [],
): Promise<void> {
  await turnTo(page, look);
  expect(
    await axeViolations(page, { extraTags: ['best-practice', 'experimental'], disableRules }),
    `${what} (${look.name})`,
  ).toEqual([]);
}

/** No violation of any impact on the page as it stands, in both looks (a state that survives a resize). */
async function expectClean(page: Page, what: string, disableRules: string[] = []): Promise<void> {
  for (const look of LOOKS) await expectCleanIn(page, look, what, disableRules);
}

/** Opens `path` and waits until its heading shows and its data has arrived (skeletons gone). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Opens `path` and scans it in both looks. */
async function visit(page: Page, path: string): Promise<void> {
  await open(page, path);
  await expectClean(page, path);
}

// Radix portals an open menu to <body>, outside every landmark (`region`), and brackets it with focus-guard spans
// (`focus-order-semantics`): findings about the library's plumbing, not the page; every WCAG rule still runs.
const PORTALLED_MENU = ['region', 'focus-order-semantics'];

test.describe('the axe walk', () => {
  // Each page loads as a phone in dark, is scanned, then turned to a desktop in light and scanned again; the
  // next page loads in the look the last one ended in, so both looks also see a page's first render.
  test.use({
    viewport: { width: PHONE_DARK.width, height: PHONE_DARK.height },
    colorScheme: PHONE_DARK.scheme,
  });
  let walk: Walk;
  test.beforeAll(async ({ playwright }) => {
    walk = await prepareWalk(playwright);
  });

  // Short tests (at most two pages or states, four scans), so each stays well inside Playwright's default 30 s
  // with two workers on a loaded two-core machine, where one scan took up to 4 s.
  test('home and about', async ({ page }) => {
    for (const path of ['/', '/about']) await visit(page, path);
  });

  test('rules with a section open', async ({ page }) => {
    await visit(page, '/rules');
    await page.getByRole('button', { name: 'Scoring System' }).click();
    await expect(page.getByRole('table', { name: 'Points by final overall position' })).toBeVisible();
    await expectClean(page, '/rules, Scoring System open');
  });

  test('contact with its errors', async ({ page }) => {
    await visit(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectClean(page, '/contact with field errors');
  });

  test('privacy', async ({ page }) => {
    await visit(page, '/privacy');
  });

  test('terms and the public menu', async ({ page }) => {
    await visit(page, '/terms');
    // The menu button is the phone's: a desktop shows the links in the header.
    await turnTo(page, PHONE_DARK);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await expectCleanIn(page, PHONE_DARK, 'public menu open');
  });

  test('sign-in and sign-up', async ({ page }) => {
    for (const path of ['/login', '/register']) await visit(page, path);
  });

  test('password reset and the 404', async ({ page }) => {
    for (const path of ['/forgot-password', '/no-such-page']) await visit(page, path);
  });

  test('dashboard', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await visit(page, '/dashboard');
  });

  test('the team with its remove dialog', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await visit(page, '/team');
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectClean(page, '/team remove dialog');
  });

  test('market', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await visit(page, '/market');
  });

  test('a prediction and predictions without an event', async ({ page }) => {
    await signInViaApi(page, walk.walker);
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

  test('developers', async ({ page }) => {
    await visit(page, '/developers');
  });

  test('a new API token shown once in settings', async ({ page }) => {
    await registerViaApi(page);
    await visit(page, '/settings');
    await page.getByLabel('Token name').fill('Axe bot');
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByLabel('Your new API token')).toBeVisible();
    await expectClean(page, '/settings with a new API token');
  });

  test('the calendar as a list and as a grid', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await visit(page, '/events');
    await page.getByRole('button', { name: 'Calendar' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectClean(page, '/events calendar');
  });

  test("the calendar's filters, an upcoming rally", async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await open(page, '/events');
    const filters = page.getByRole('button', { name: 'Filters' });
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await filters.getAttribute('aria-controls')}`)).toBeVisible();
    await expectClean(page, '/events filters open');
    await visit(page, `/events/${walk.upcomingId}`);
  });

  /** Opens a tab of the page and scans it in both looks. */
  async function visitTab(page: Page, tab: string): Promise<void> {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectClean(page, `/events/${walk.completedId} ${tab}`);
  }

  // A finished rally opens on its results.
  test('a finished rally: its results and overview', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await visit(page, `/events/${walk.completedId}`);
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    await visitTab(page, 'Overview');
  });

  test('a finished rally: its stages', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await open(page, `/events/${walk.completedId}`);
    await visitTab(page, 'Stages');
  });

  test('a finished rally: its entry list', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await open(page, `/events/${walk.completedId}`);
    await visitTab(page, 'Entry list');
  });

  test('leagues and a league', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    for (const path of ['/leagues', `/leagues/${walk.leagueId}`]) await visit(page, path);
  });

  test("a league's settings", async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await visit(page, `/leagues/${walk.leagueId}/settings`);
  });

  test('a head-to-head league: table, next opponent and round view (game-rules §8.9)', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await visit(page, `/leagues/${walk.h2hLeagueId}`);
    await expect(page.getByTestId('next-opponent')).toBeVisible();
    await expect(page.getByTestId('h2h-round')).toBeVisible();
  });

  test('drivers and a driver', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    for (const path of ['/drivers', `/drivers/${walk.driverId}`]) await visit(page, path);
  });

  test('constructors and a constructor', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    for (const path of ['/constructors', `/constructors/${walk.teamId}`]) await visit(page, path);
  });

  test('the corrections log', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await visit(page, '/corrections');
  });

  test('statistics and settings', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    for (const path of ['/stats', '/settings']) await visit(page, path);
  });

  test("own profile and another player's", async ({ page }) => {
    await signInViaApi(page, walk.walker);
    for (const path of ['/profile', `/profile/${walk.other}`]) await visit(page, path);
  });

  test('help, and the sidebar open', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    await visit(page, '/help');
    // The sidebar is a drawer on a phone only.
    await turnTo(page, PHONE_DARK);
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'open');
    await expectCleanIn(page, PHONE_DARK, 'sidebar open');
  });

  test('the bell and the user menu open', async ({ page }) => {
    await signInViaApi(page, walk.walker);
    // The page itself is scanned by the test above.
    await open(page, '/help');
    // A popover is placed for the viewport it opened in: each look opens its own.
    for (const look of LOOKS) {
      await turnTo(page, look);
      await page.getByTestId('notifications-bell').click();
      await expect(page.getByTestId('notifications-panel')).toBeVisible();
      await expectCleanIn(page, look, 'notifications panel open', PORTALLED_MENU);
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu-trigger').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectCleanIn(page, look, 'user menu open', PORTALLED_MENU);
      await page.keyboard.press('Escape');
    }
  });

  test.describe('a scored player', () => {
    let scored: Scored;
    test.beforeAll(async ({ playwright }) => {
      scored = await scoredPlayer(playwright);
    });

    test('the dashboard with its points explained', async ({ page }) => {
      await signInViaApi(page, scored.player);
      await open(page, '/dashboard');
      await expect(page.getByTestId('dashboard-last-scored')).toContainText(scored.event.name);
      await expectClean(page, '/dashboard scored');
    });

    test('the bell with the results', async ({ page }) => {
      await signInViaApi(page, scored.player);
      await open(page, '/dashboard');
      for (const look of LOOKS) {
        await turnTo(page, look);
        await page.getByTestId('notifications-bell').click();
        await expect(page.getByTestId('notifications-panel')).toContainText('Results published');
        await expectCleanIn(page, look, 'notifications panel with results', PORTALLED_MENU);
        await page.keyboard.press('Escape');
      }
    });

    // Issue 31 part 3: the scored player's league rally by rally, and the leaderboard he is ranked on.
    test('a league rally by rally', async ({ page }) => {
      await signInViaApi(page, scored.player);
      const { leagues } = (await (await page.request.get('/api/leagues?scope=mine')).json()) as {
        leagues: { id: number; name: string }[];
      };
      const leagueId = leagues.find((l) => l.name === scored.leagueName)!.id;
      await visit(page, `/leagues/${leagueId}?view=rallies`);
      await expect(page.getByTestId('season-table')).toBeVisible();
      await expect(page.getByTestId('my-season')).toBeVisible();
      await expectClean(page, `/leagues/${leagueId} rally by rally`);
    });

    test('the global leaderboard', async ({ page }) => {
      await signInViaApi(page, scored.player);
      await visit(page, '/leaderboard');
      await expect(page.getByTestId('leaderboard-top')).toBeVisible();
      await expect(page.getByTestId('leaderboard-around-table')).toBeVisible();
    });

    test('the global leaderboard searched', async ({ page }) => {
      await signInViaApi(page, scored.player);
      await open(page, '/leaderboard');
      await page.getByRole('searchbox', { name: 'Username starts with' }).fill('a%');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('A username has only letters, digits, underscores and dots')).toBeVisible();
      await expectClean(page, '/leaderboard search refused');
      await page.getByRole('searchbox', { name: 'Username starts with' }).fill(scored.player.username);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByTestId('leaderboard-search-results')).toBeVisible();
      await expectClean(page, '/leaderboard search found');
    });

    test('statistics and the own profile with points', async ({ page }) => {
      await signInViaApi(page, scored.player);
      for (const path of ['/stats', '/profile']) await visit(page, path);
    });

    test("a scored player's profile seen by another", async ({ page }) => {
      await signInViaApi(page, walk.walker);
      await visit(page, `/profile/${scored.playerId}`);
    });
  });

  test.describe('rivals side by side and my points explained', () => {
    let rivals: Rivals;
    test.beforeAll(async ({ playwright }) => {
      rivals = await rivalsInOneLeague(playwright);
    });

    test("a rival's team beside mine", async ({ page }) => {
      await signInViaApi(page, rivals.me);
      await visit(page, `/leagues/${rivals.leagueId}`);
      await page
        .getByRole('link', { name: `See the team of ${rivals.rival.username}: ${rivals.rivalTeam}` })
        .click();
      await expect(page.getByTestId('rival-comparison')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectClean(page, 'rival page');
    });

    test('a rally explained', async ({ page }) => {
      await signInViaApi(page, rivals.me);
      await visit(page, `/explain/${rivals.rallies[0]!.id}`);
      await expect(page.getByTestId('explain-prediction')).toBeVisible();
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
      await page
        .getByTestId('live-team')
        .filter({ hasText: rally.name })
        .getByText('Explain my points')
        .first()
        .click();
      await expectClean(page, '/team with my live points explained');
    });

    test("a provisional league table and the console's Live page", async ({ page }) => {
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
    ['users and inbox', () => ['/admin/users', '/admin/inbox']],
    ['settings', () => ['/admin/settings']],
  ] as const;
  for (const [part, paths] of ADMIN_PAGES) {
    test(`the admin console: ${part}`, async ({ page, playwright }) => {
      const api = await playwright.request.newContext({
        baseURL: BASE_URL,
        extraHTTPHeaders: { Origin: ORIGIN },
      });
      // The admin account exists once per world: the first test to need it signs it up.
      await api.post('/api/auth/sign-up/email', { data: { ...ADMIN, name: ADMIN.username } });
      await api.dispose();
      await signInViaApi(page, ADMIN);
      for (const path of paths()) await visit(page, path);
    });
  }
});
