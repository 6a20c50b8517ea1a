import { startMailCatcher, type MailCatcher } from '../src/server/test/mail-catcher';
import { BASE_URL, ORIGIN, SMTP_PORT } from './support/env';
import { expect, test } from './support/fixtures';
import { fillLogin, registerViaApi, uniqueUser } from './support/users';

/**
 * Issue 14: settings, theme "system", password reset by e-mail, account deletion, remember me. The server
 * of this worker sends mail over SMTP to SMTP_PORT (e2e/support/world.ts); this file listens there with a real
 * SMTP server.
 */
let smtp: MailCatcher;
test.beforeAll(async () => {
  smtp = await startMailCatcher(SMTP_PORT);
});
test.afterAll(async () => smtp.close());

test.describe('settings', () => {
  test('saves profile and preferences, survives a reload and follows the player to a new device', async ({ page, browser }) => {
    const user = await registerViaApi(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const email = page.getByLabel('Email Address');
    await expect(email).toHaveValue(user.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByText('Email address cannot be changed')).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    // Spec defaults for a new player.
    for (const label of ['Enable in-app notifications', 'Receive email updates about events and leagues', 'Make my profile public to other users']) {
      await expect(page.getByLabel(label)).toBeChecked();
    }
    await expect(page.getByLabel('Language')).toHaveValue('en');
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('light');

    await page.getByLabel('Full Name').fill('Sébastien Ogier');
    await page.getByLabel('Country').selectOption('France');
    await page.getByLabel('Make my profile public to other users').uncheck();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByLabel('Theme', { exact: true }).selectOption('dark');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // The page switches to French as soon as the choice is saved, the banner included (issue 15).
    const banner = page.getByText('Vos paramètres ont bien été enregistrés !');
    await expect(banner).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.reload();
    await expect(page.getByLabel('Nom complet')).toHaveValue('Sébastien Ogier');
    await expect(page.getByLabel('Pays')).toHaveValue('France');
    await expect(page.getByLabel('Rendre mon profil visible par les autres utilisateurs')).not.toBeChecked();
    await expect(page.getByLabel('Langue')).toHaveValue('fr');
    await expect(page.getByLabel('Thème', { exact: true })).toHaveValue('dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // A new device (a fresh browser with a light OS) takes the account's theme and language at sign-in.
    const device = await browser.newContext({ baseURL: BASE_URL, colorScheme: 'light' });
    const other = await device.newPage();
    await other.goto('/login');
    await fillLogin(other, user.email, user.password);
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(other.locator('html')).toHaveClass(/dark/);
    await expect(other.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await other.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await device.close();
  });

  test('a taken username is refused in the red banner and nothing is saved', async ({ page, account }) => {
    await registerViaApi(page);
    await page.goto('/settings');
    await page.getByLabel('Full Name').fill('Should Not Stay');
    await page.getByLabel('Username').fill(account.username);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username is already taken. Please try another.');
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
  });

  test('the theme "system" follows the operating system and its changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await registerViaApi(page);
    await page.goto('/settings');
    await page.getByLabel('Theme', { exact: true }).selectOption('system');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your settings have been saved successfully!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('system');
  });

  test('the Theme select shows the look this browser is using, so saving never flips the page', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/dashboard');
    // The header's quick switch changes this browser only (decision 0141); the account still says Light.
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.goto('/settings');
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('dark');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your settings have been saved successfully!')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('dark');

    // Nothing chosen in this browser and a dark OS: the page follows the OS, and the form says so.
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.getByLabel('Theme', { exact: true }).selectOption('light');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your settings have been saved successfully!')).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('system');
  });

  test('changing the password signs the other devices out', async ({ page, browser }) => {
    const user = await registerViaApi(page);
    const device = await browser.newContext({ baseURL: BASE_URL });
    const other = await device.newPage();
    await other.goto('/login');
    await fillLogin(other, user.email, user.password);
    await expect(other).toHaveURL(/\/dashboard$/);

    await page.goto('/settings');
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password').fill('Brand-new-password-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('The password is not correct');
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed. Other devices have been signed out.')).toBeVisible();
    expect((await other.request.get('/api/me')).status()).toBe(401);
    await device.close();
  });
});

test.describe('forgotten password', () => {
  test('the reset mail arrives over SMTP and its link sets a new password once', async ({ page, browser }) => {
    const signedIn = await browser.newContext({ baseURL: BASE_URL });
    const user = await registerViaApi(await signedIn.newPage());

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists for that email, we have sent a link to reset the password.')).toBeVisible();

    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Reset your Rally Fantasy password');
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('New password').fill('Reset-by-mail-42');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
    // Every session ended, the one in the other browser too.
    expect((await signedIn.request.get('/api/me')).status()).toBe(401);
    await signedIn.close();

    // The link works once.
    await page.goto(link!);
    await page.getByLabel('New password').fill('Another-password-43');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired. Please request a new one.');

    await page.goto('/login');
    await fillLogin(page, user.email, 'Reset-by-mail-42');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the reset mail comes in the player\'s language: the stored one, else the one the page was read in', async ({ page, browser }) => {
    // A player who chose Italian in Settings asks from a page in English: the stored language wins.
    const italianDevice = await browser.newContext({ baseURL: BASE_URL });
    const italian = await registerViaApi(await italianDevice.newPage());
    const saved = await italianDevice.request.patch('/api/me/settings', { data: { language: 'it' }, headers: { Origin: ORIGIN } });
    expect(saved.status(), await saved.text()).toBe(200);
    await italianDevice.close();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(italian.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('If an account exists for that email, we have sent a link to reset the password.')).toBeVisible();
    const mail = await smtp.waitFor(italian.email);
    expect(mail.subject).toBe('Reimposta la password di Rally Fantasy');
    expect(mail.text).toContain(`Ciao ${italian.username},`);
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9]+/);

    // A player who never saved a language asks from a page they switched to German: the mail is German.
    const german = await registerViaApi(await (await browser.newContext({ baseURL: BASE_URL })).newPage());
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.goto('/forgot-password');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByLabel('E-Mail').fill(german.email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByText('Schau in dein Postfach')).toBeVisible();
    const germanMail = await smtp.waitFor(german.email);
    expect(germanMail.subject).toBe('Setze dein Rally-Fantasy-Passwort zurück');
    expect(germanMail.text).toContain(`Hallo ${german.username},`);
  });

  test('remember me unchecked gives a cookie that ends with the browser', async ({ page, account }) => {
    await page.goto('/login');
    await page.getByLabel('Remember me').uncheck();
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'rally.session_token');
    expect(cookie?.expires).toBe(-1);
  });
});

test.describe('account deletion', () => {
  test('asks for the password, deletes the account and signs out', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.request.post('/api/fantasy/team', { data: { name: 'Farewell Motors' }, headers: { Origin: ORIGIN } });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download your data first' }).click();
    expect((await download).suggestedFilename()).toMatch(/^rally-fantasy-data-\d{4}-\d{2}-\d{2}\.json$/);

    await dialog.getByLabel('Enter your password to confirm').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The password is not correct');
    await dialog.getByLabel('Enter your password to confirm').fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/login\?accountDeleted=1$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);

    await fillLogin(page, user.email, user.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please check your credentials and try again.');
  });
});

test.describe('help centre', () => {
  test('a support request is delivered, and the Rules & Scoring card opens that section of the rules', async ({ page }) => {
    await registerViaApi(page, uniqueUser());
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();

    // Contact Support: delivered to the admin inbox.
    await page.getByRole('link', { name: /Contact Support/ }).click();
    await page.getByLabel('Subject').fill('Cannot find my league');
    await page.getByLabel('Message').fill('I joined a league yesterday and it is gone.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Your request has been sent. Our support team replies within 24 hours.')).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue('');

    // Rules & Scoring opens that section of the rules page.
    await page.getByRole('link', { name: /Rules & Scoring/ }).click();
    await expect(page).toHaveURL(/\/rules#scoring$/);
    await expect(page.getByRole('button', { name: 'Scoring System' })).toHaveAttribute('aria-expanded', 'true');
  });
});
