import { BASE_URL } from './support/env';
import { expect, signInViaApi, test } from './support/fixtures';
import { fillLogin, fillRegister, uniqueUser } from './support/users';

const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.';

test.describe('authentication', () => {
  test('registering a new account lands on the dashboard', async ({ page }) => {
    const user = uniqueUser();
    await page.goto('/register');
    await expect(page).toHaveTitle('Create Account · Rally Fantasy');

    await fillRegister(page, user);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${user.username}` }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Dashboard · Rally Fantasy');
  });

  test('registering with an e-mail that has an account says only "Failed to register"', async ({ page, account }) => {
    await page.goto('/register');
    await fillRegister(page, { ...uniqueUser(), email: account.email });
    // Docs/decisions/0081: the page must not confirm that this e-mail has an account.
    await expect(page.getByRole('alert')).toHaveText('Failed to register');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a protected page sends the visitor to sign in and back there afterwards', async ({
    page,
    account,
  }) => {
    await page.goto('/team');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Sign In · Rally Fantasy');

    await fillLogin(page, account.email, account.password);

    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();
  });

  test('a wrong password shows the spec message, dismissible with the x', async ({ page, account }) => {
    await page.goto('/login');

    await fillLogin(page, account.email, 'definitely-not-the-password');
    const banner = page.getByRole('alert');
    await expect(banner).toHaveText(INVALID_CREDENTIALS);

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logging out returns to sign in and closes the signed-in area', async ({ page, account }) => {
    await signInViaApi(page, account);
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${account.username}` }),
    ).toBeVisible();

    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in visitor to /login goes on to the dashboard', async ({ page, account }) => {
    await signInViaApi(page, account);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a failing session check says so on the sign-in page', async ({ page }) => {
    await page.route('**/api/session', (route) =>
      route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'Service unavailable' } }),
    );
    // With a session cookie the app must ask who is signed in (without one the page is a visitor's, decision 0180).
    await page.context().addCookies([{ name: 'rally.session_token', value: 'some.session', url: BASE_URL }]);
    await page.goto('/login');
    // The check is retried twice (about 3 s) before it is reported.
    await expect(page.getByRole('alert')).toHaveText('Failed to check auth session');
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});
