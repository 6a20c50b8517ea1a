import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './e2e/support/env';

// Run through scripts/e2e.mjs, which builds, seeds the snapshot and hands it over; each worker starts its own
// server over its own copy (e2e/support/world.ts, decision 0185), so no webServer block here.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retry: a test that fails once fails the run. A test that needs time to pass moves the game clock
  // (e2e/support/clock.ts) instead of waiting; the timeouts only bound how long a slow machine may take to draw.
  retries: 0,
  // Playwright's default test timeout, and 10 s for a check instead of 5: in a clean-clone CI run on 2026-11-28
  // (two thirds of the CPU time in the kernel) a page's own start took 3.4 s between its session answer and its
  // next request, and a check in each of two runs missed 5 s by that much, on pages that are right (the one spec
  // tried alone passed three times in a row).
  expect: { timeout: 10_000 },
  // Two workers, each with its own Chromium, server and database (e2e/support/world.ts): on a quiet two-core
  // machine they took the browser phase from 11.7 to 9.7 min (2026-11-27) and 8.4 min (2026-11-28, the axe walk
  // in tests of at most four scans). On a machine with two thirds of its CPU time in the kernel (2026-11-28,
  // earlier) they pushed seven walk tests, then of up to twelve scans, past the 30 s default.
  // E2E_WORKERS overrides it, to measure another count on the same machine.
  workers: Number(process.env.E2E_WORKERS) || 2,
  reporter: 'list',
  use: {
    // This worker's own server (e2e/support/env.ts).
    baseURL: BASE_URL,
    // Skeleton pulses, spinners and the live badge loop forever; in software-rendered Chromium they kept two
    // GPU processes at ~25 % CPU each on a 2-core box. Reduced motion stops them (globals.css) and makes
    // transitions instant, so checks do not race them (decision 0175).
    reducedMotion: 'reduce',
    // The app's service worker (decision 0215) answers a controlled page's requests itself, out of sight of
    // page.route: tests that hold or fake an answer would not see it. Blocked here; the journeys of the
    // installable app (e2e/installable-app.spec.ts) allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Debian's Chromium in a closed network: without these flags it floods it with refused connections.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
