import { test as base, expect, type Page } from '@playwright/test';
import { GameClock } from './clock';
import { BASE_URL, ORIGIN } from './env';
import { uniqueUser, type TestUser } from './users';
import { startWorld, type World } from './world';

interface TestFixtures {
  /** The world's game clock: a test that needs time to pass moves it (e2e/support/clock.ts). */
  clock: GameClock;
}

interface WorkerFixtures {
  /** This worker's own server and database (e2e/support/world.ts), started before its first test. */
  world: World;
  /** One account per worker: sign-ups are rate limited per IP, sign-ins (successful ones) are not. */
  account: TestUser;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  world: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const world = await startWorld();
      try {
        await use(world);
      } finally {
        await world.stop();
      }
    },
    // A worker fixture's own budget, not a test's: copying the snapshot and starting a server (PGlite compiles
    // its WebAssembly first) takes 5-20 s on a loaded two-core machine.
    // eslint-disable-next-line no-restricted-syntax
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  clock: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: ORIGIN } });
    await use(new GameClock(api));
    await api.dispose();
  },
  account: [
    async ({ playwright, world: _world }, use) => {
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
