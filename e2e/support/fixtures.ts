import { test as base, expect, type Page } from '@playwright/test';
import { BASE_URL, ORIGIN } from './env';
import { uniqueUser, type TestUser } from './users';

interface WorkerFixtures {
  /** One account per worker: sign-ups are rate limited per IP, sign-ins (successful ones) are not. */
  account: TestUser;
}

export const test = base.extend<object, WorkerFixtures>({
  account: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({
        baseURL: BASE_URL,
        extraHTTPHeaders: { Origin: ORIGIN },
      });
      const user = uniqueUser();
      const response = await api.post('/api/auth/sign-up/email', {
        data: { email: user.email, password: user.password, name: user.username, username: user.username },
      });
      expect(response.ok(), `sign-up failed: ${response.status()} ${await response.text()}`).toBe(true);
      await api.dispose();
      await use(user);
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * Signs the page's browser context in with a fresh session (page.request shares the context's
 * cookies). A fresh session per test keeps a logout in one test from signing out another.
 */
export async function signInViaApi(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { Origin: ORIGIN },
  });
  expect(response.ok(), `sign-in failed: ${response.status()} ${await response.text()}`).toBe(true);
}
