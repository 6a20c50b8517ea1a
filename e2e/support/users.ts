import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { ORIGIN } from './env';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A short random tag for names that must not repeat (users, leagues, rallies made by a test). */
export function uniqueTag(): string {
  return crypto.randomBytes(5).toString('hex');
}

/** A fresh account per test so tests never depend on each other or on a previous run. */
export function uniqueUser(): TestUser {
  const stamp = uniqueTag();
  const random = Math.random().toString(36).slice(2, 8);
  return {
    // Letters, digits and underscore, 3–30 characters: valid for the username plugin.
    username: `e2e_${stamp}_${random}`.slice(0, 30),
    email: `e2e-${stamp}-${random}@example.com`,
    password: `Rally-${random}-Pass1`,
  };
}

/**
 * Creates the account through the API with the page's own cookie jar, so the page is signed in
 * afterwards. The Origin header is what a browser would send; the server checks it on writes.
 */
export async function registerViaApi(page: Page, user: TestUser = uniqueUser()): Promise<TestUser> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.username, username: user.username },
    headers: { Origin: ORIGIN },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return user;
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function fillRegister(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}
