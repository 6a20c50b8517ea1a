import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, ORIGIN } from './support/env';
import { axeViolations } from './support/axe';
import { expect, signInViaApi, test } from './support/fixtures';
import type { TestUser } from './support/users';

/**
 * Issue 16: axe with no violations of any impact on every page, WCAG 2.2 AA and axe's best practices, on a
 * phone in dark and on a desktop in light. Each page is checked once its main heading shows.
 */

/** scripts/e2e.mjs starts the server with ADMIN_EMAILS=e2e-admin@example.com (as e2e/admin.spec.ts). */
const ADMIN: TestUser = { username: 'e2e_console_admin', email: 'e2e-admin@example.com', password: 'correct-horse-battery' };

const PUBLIC_PAGES = ['/', '/about', '/rules', '/contact', '/privacy', '/terms', '/login', '/register', '/forgot-password', '/no-such-page'];
const PLAYER_PAGES = ['/dashboard', '/events', '/leagues', '/drivers', '/constructors', '/team', '/market', '/predictions', '/stats', '/settings', '/help', '/profile'];
const ADMIN_PAGES = ['/admin/events', '/admin/results', '/admin/import', '/admin/users', '/admin/inbox', '/admin/settings'];

const VIEWS = [
  { name: 'phone, dark', width: 375, height: 800, scheme: 'dark' },
  { name: 'desktop, light', width: 1280, height: 800, scheme: 'light' },
] as const;

async function firstId(request: APIRequestContext, path: string, key: string): Promise<number> {
  const body = (await (await request.get(path)).json()) as Record<string, { id: number }[]>;
  const id = body[key]?.[0]?.id;
  if (id === undefined) throw new Error(`${path} listed nothing`);
  return id;
}

/** Each page: its code and texts, a heading, network idle and a full axe scan — up to 20 s on a busy CI machine. */
function allowFor(pages: number): void {
  test.setTimeout(60_000 + pages * 20_000);
}

async function check(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Skeletons and the deferred badge settle before axe samples the page.
  await page.waitForLoadState('networkidle');
  const findings = await axeViolations(page, { extraTags: ['best-practice'] });
  expect(findings, `${path}`).toEqual([]);
}

for (const view of VIEWS) {
  test.describe(`every page is axe-clean (${view.name})`, () => {
    test.use({ viewport: { width: view.width, height: view.height }, colorScheme: view.scheme, reducedMotion: 'reduce' });

    test('public pages', async ({ page }) => {
      allowFor(PUBLIC_PAGES.length);
      for (const path of PUBLIC_PAGES) await check(page, path);
    });

    test('player pages and detail pages', async ({ page, account, playwright }) => {
      allowFor(PLAYER_PAGES.length + 3);
      await signInViaApi(page, account);
      const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: ORIGIN } });
      const eventId = await firstId(api, '/api/events', 'events');
      const driverId = await firstId(api, '/api/drivers', 'drivers');
      const teamId = await firstId(api, '/api/teams', 'teams');
      await api.dispose();
      for (const path of [...PLAYER_PAGES, `/events/${eventId}`, `/drivers/${driverId}`, `/constructors/${teamId}`]) {
        await check(page, path);
      }
    });

    test('admin console', async ({ page, playwright }) => {
      allowFor(ADMIN_PAGES.length);
      const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: ORIGIN } });
      // The admin account exists once per server: the first spec to need it signs it up.
      await api.post('/api/auth/sign-up/email', {
        data: { email: ADMIN.email, password: ADMIN.password, name: ADMIN.username, username: ADMIN.username },
      });
      await api.dispose();
      await signInViaApi(page, ADMIN);
      for (const path of ADMIN_PAGES) await check(page, path);
    });
  });
}
