import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { adoptServerTime, deviceNow } from '@web/lib/clock';
import { initTestI18n } from './i18n';
// lib/api-client.ts checks each answer against its schema in development and tests, importing the checker on
// first use. Loaded here, so that import never waits for the module loader while a test runs on a fake clock.
import '@web/lib/response-checks';

// Calendar days and "today" are local-time matters: every component test runs in UTC, whatever the machine's zone.
process.env.TZ = 'UTC';

/**
 * Set-up of every component test (vitest.config.ts, project "component"): the app's real English texts,
 * loaded before the first render, and the one browser feature happy-dom leaves out.
 */
initTestI18n();

// findBy…/waitFor give up after 1 s by default. A page whose section loads a chunk of its own (a chart) took
// longer than that on a loaded two-core machine (CI, 2026-11-28: "shows a skeleton while the moves load"), so
// they wait as long as a browser test's expectation does: waiting for what the page shows, never a fixed time.
configure({ asyncUtilTimeout: 5000 });

// The page is at http://localhost, which browsers treat as a secure context (the Clipboard API needs one);
// happy-dom does not say. user-event puts its own clipboard on navigator for each test.
if (window.isSecureContext === undefined) Object.defineProperty(window, 'isSecureContext', { value: true });

// Testing Library moves fake timers (in waitFor and after each user-event action) only when it sees Jest's.
// Vitest's fake timers are the same kind (@sinonjs/fake-timers), so it is told how to move them.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // Back to the device's own time: a prediction or dashboard answer sets the web clock to the server's
  // (lib/clock.ts), and the files of a worker share that module (isolate: false in vitest.config.ts).
  const device = deviceNow();
  adoptServerTime(new Date(device).toISOString(), device, device);
  vi.unstubAllGlobals();
  localStorage.clear();
});
