import type { Page, Route } from '@playwright/test';

/** Holds the requests matching `pattern` until `release()`, so a test can see (or act on) the page meanwhile. */
export function holdRoute(page: Page, pattern: string | RegExp) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    ready: page.route(pattern, async (route: Route) => {
      await gate;
      await route.continue();
    }),
    release: () => release(),
  };
}
