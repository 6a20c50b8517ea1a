import type { APIRequestContext } from '@playwright/test';
import { BASE_URL, ORIGIN } from './support/env';
import { expect, signInViaApi, test } from './support/fixtures';
import { uniqueTag, uniqueUser, type TestUser } from './support/users';

/** scripts/e2e.mjs starts the server with ADMIN_EMAILS=e2e-admin@example.com. */
const ADMIN: TestUser = { username: 'e2e_console_admin', email: 'e2e-admin@example.com', password: 'correct-horse-battery' };

async function api(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }) {
  return playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: ORIGIN } });
}

/** The admin account exists once per server: sign it up the first time, reuse it afterwards. */
async function ensureAdmin(request: APIRequestContext): Promise<void> {
  await request.post('/api/auth/sign-up/email', {
    data: { email: ADMIN.email, password: ADMIN.password, name: ADMIN.username, username: ADMIN.username },
  });
}

async function signUp(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.username, username: user.username },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { user: { id: string } }).user.id;
}


test.describe('admin console', () => {
  test.beforeAll(async ({ playwright }) => {
    const request = await api(playwright);
    await ensureAdmin(request);
    await request.dispose();
  });

  test('a player and a visitor get the 404 page at /admin, and no Admin link', async ({ page, account }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Oops! This page went off-track.' })).toBeVisible();
    await signInViaApi(page, account);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Oops! This page went off-track.' })).toBeVisible();
    await page.goto('/dashboard');
    await page.getByTestId('user-menu-trigger').click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  });

  test('an admin creates an event, adds stages and sets the entry list', async ({ page }) => {
    await signInViaApi(page, ADMIN);
    await page.goto('/dashboard');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();

    await page.getByTestId('admin-new-event').click();
    const round = 50 + Math.floor(Math.random() * 40);
    const name = `E2E Rally ${uniqueTag()}`;
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Season').fill('2031');
    await page.getByLabel('Round').fill(String(round));
    await page.getByLabel('Country').fill('Finland');
    await page.getByLabel('Location').fill('Jyväskylä');
    await page.getByLabel('Start (first stage)').fill('2031-07-31T08:00');
    await page.getByLabel('End', { exact: true }).fill('2031-08-03T16:00');
    await page.getByLabel('Surface').selectOption('gravel');
    await page.getByTestId('admin-event-save').click();
    await expect(page).toHaveURL(/\/admin\/events\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const eventId = Number(page.url().split('/').pop());

    // (A second power stage is refused by the server: covered by the API tests.)
    for (const [number, stage, power] of [
      ['1', 'Harju', false],
      ['2', 'Ruuhimäki', true],
    ] as const) {
      await page.getByTestId('admin-add-stage').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Number').fill(number);
      await dialog.getByLabel('Name').fill(stage);
      await dialog.getByLabel('Length (km)').fill('11.5');
      if (power) await dialog.getByLabel('Power stage').check();
      await dialog.getByTestId('admin-stage-save').click();
      await expect(dialog).toBeHidden();
    }
    const stages = page.getByTestId('admin-stage-list');
    await expect(stages.getByText('Harju')).toBeVisible();
    await expect(stages.getByText('Ruuhimäki')).toBeVisible();
    await expect(stages.getByText('Power stage')).toBeVisible();

    const rows = page.getByTestId('admin-entry-row');
    await expect(rows.first()).toBeVisible();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByTestId('admin-entries-save').click();
    await expect(page.getByText('Entry list saved.')).toBeVisible();
    await expect(page.getByText('2 drivers entered (at most 200)')).toBeVisible();

    // The public calendar shows the new event with its stages at once.
    const pub = await page.request.get(`/api/events/${eventId}/stages`);
    expect(((await pub.json()) as { stages: unknown[] }).stages).toHaveLength(2);
  });

  test('an admin disables a user: their session ends at once and sign-in is refused', async ({ page, playwright, browser }) => {
    const victim = uniqueUser();
    const request = await api(playwright);
    await signUp(request, victim);
    await request.dispose();

    const victimContext = await browser.newContext();
    const victimPage = await victimContext.newPage();
    await signInViaApi(victimPage, victim);
    await victimPage.goto('/dashboard');
    await expect(victimPage).toHaveURL(/\/dashboard$/);

    await signInViaApi(page, ADMIN);
    await page.goto('/admin/users');
    await page.getByLabel('Search').fill(victim.email);
    const row = page.getByTestId('admin-user-row').filter({ hasText: victim.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Disable ${victim.username}` }).click();
    await page.getByLabel('Reason (optional, for other admins)').fill('E2E check');
    await page.getByTestId('admin-confirm-disable').click();
    await expect(row.getByText('Disabled')).toBeVisible();

    expect((await victimPage.request.get('/api/me')).status()).toBe(401);
    await victimPage.goto('/login');
    await victimPage.getByLabel('Email').fill(victim.email);
    await victimPage.getByLabel('Password', { exact: true }).fill(victim.password);
    await victimPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(victimPage.getByText('This account has been disabled. Please contact support if you think this is a mistake.')).toBeVisible();
    await victimContext.close();

    await row.getByRole('button', { name: `Enable ${victim.username}` }).click();
    await expect(row.getByText('Disabled')).toHaveCount(0);
  });

  test('the inbox marks a message handled', async ({ page }) => {
    const subject = `E2E inbox ${uniqueTag()}`;
    const sent = await page.request.post('/api/contact', {
      data: { name: 'Ann Driver', email: 'ann@example.com', category: 'bug', subject, message: 'The map does not load.' },
      headers: { Origin: ORIGIN },
    });
    expect(sent.status()).toBe(201);

    await signInViaApi(page, ADMIN);
    await page.goto('/admin/inbox');
    const item = page.getByTestId('admin-inbox-message').filter({ hasText: subject });
    await expect(item.getByText('New')).toBeVisible();
    await item.getByRole('button', { name: new RegExp(subject) }).click();
    await expect(item.getByText('The map does not load.')).toBeVisible();
    await expect(item.getByText('New')).toHaveCount(0);
    await item.getByTestId('admin-mark-handled').click();
    // Open filter: the handled message leaves the list.
    await expect(page.getByTestId('admin-inbox-message').filter({ hasText: subject })).toHaveCount(0);
    await page.getByRole('button', { name: 'Handled', pressed: false }).click();
    const handled = page.getByTestId('admin-inbox-message').filter({ hasText: subject });
    await expect(handled.getByText('Handled', { exact: true })).toBeVisible();
  });
});
