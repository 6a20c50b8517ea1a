import type { Browser } from '@playwright/test';
import { FIRST_LOAD_ROUTES, type FirstLoadRoute } from '../bench/first-load-budgets';
import { BASE_URL, ORIGIN } from './support/env';
import { expect, test } from './support/fixtures';
import type { TestUser } from './support/users';

// Cold first load of the main routes on the production build (issue 17): the compressed JS bytes transferred
// until the page shows its heading, and until the network is idle (charts and the rest come after the page
// shows). Fails when a route grows past its budget (bench/first-load-budgets.ts).

interface Measured {
  route: string;
  shownKiB: number;
  idleKiB: number;
  scripts: number;
  budgetKiB: number;
}

async function measure(
  browser: Browser,
  route: FirstLoadRoute,
  path: string,
  account: TestUser,
): Promise<Measured> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    if (route.signedIn) {
      const res = await context.request.post('/api/auth/sign-in/email', {
        data: { email: account.email, password: account.password },
        headers: { Origin: ORIGIN },
      });
      expect(res.ok()).toBe(true);
    }
    const page = await context.newPage();
    // The moment the route's heading enters the page, from a MutationObserver installed before any script.
    await page.addInitScript(
      ({ source, flags }) => {
        const heading = new RegExp(source, flags);
        const w = window as unknown as { __shownAt?: number };
        new MutationObserver((_records, observer) => {
          for (const h1 of document.querySelectorAll('h1')) {
            if (heading.test(h1.textContent ?? '')) {
              w.__shownAt = performance.now();
              observer.disconnect();
              return;
            }
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      },
      { source: route.heading.source, flags: route.heading.flags },
    );
    // The browser-test server asks pages to check API answers (a chunk with zod); players' pages do not.
    await page.route(
      (url) => url.pathname === new URL(path, BASE_URL).pathname,
      async (request) => {
        const response = await request.fetch();
        const body = (await response.text()).replace(/<meta name="rally-check-responses"[^>]*>/, '');
        await request.fulfill({ response, body });
      },
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Resource timing: encodedBodySize is the compressed size on the wire (same origin).
    const { shown, all } = await page.evaluate(() => {
      const shownAt = (window as unknown as { __shownAt?: number }).__shownAt ?? Infinity;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
        new URL(e.name).pathname.endsWith('.js'),
      );
      if (new URLSearchParams(location.search).has('debug'))
        console.log(
          JSON.stringify(scripts.map((e) => [e.name, e.encodedBodySize, Math.round(e.responseEnd), shownAt])),
        );
      return {
        shown: scripts.filter((e) => e.responseEnd <= shownAt).map((e) => e.encodedBodySize),
        all: scripts.map((e) => e.encodedBodySize),
      };
    });
    const kib = (list: number[]) => Math.round((list.reduce((a, b) => a + b, 0) / 1024) * 10) / 10;
    return {
      route: path,
      shownKiB: kib(shown),
      idleKiB: kib(all),
      scripts: all.length,
      budgetKiB: route.budgetKiB,
    };
  } finally {
    await context.close();
  }
}

for (const route of FIRST_LOAD_ROUTES) {
  test(`first-load JavaScript of ${route.path} stays within its budget`, async ({
    browser,
    account,
    request,
  }) => {
    const drivers = (await (await request.get('/api/drivers')).json()) as { drivers: { id: number }[] };
    const driverId = String(drivers.drivers[0]?.id ?? 1);
    const r = await measure(browser, route, route.path.replace('{driverId}', driverId), account);
    console.log(
      `First-load JS of ${r.route} (compressed KiB): ${r.shownKiB} until shown, ${r.idleKiB} until idle, ${r.scripts} scripts, budget ${r.budgetKiB}`,
    );
    expect(r.shownKiB, `${r.route}: ${r.shownKiB} KiB of JS before the page shows`).toBeLessThanOrEqual(
      r.budgetKiB,
    );
  });
}

const ENTRY_PAGES = [
  { path: '/', chunks: [/\/home-page-[\w-]+\.js$/, /\/public-layout-[\w-]+\.js$/] },
  { path: '/login', chunks: [/\/login-page-[\w-]+\.js$/, /\/auth-layout-[\w-]+\.js$/] },
  // The dashboard's texts (the "player" namespace) too, in the reader's language (English here).
  {
    path: '/dashboard',
    chunks: [/\/dashboard-page-[\w-]+\.js$/, /\/app-shell-[\w-]+\.js$/, /\/player-[\w-]+\.js$/],
  },
].map((p) => ({ ...p, ...FIRST_LOAD_ROUTES.find((r) => r.path === p.path)! }));
for (const p of ENTRY_PAGES) {
  test(`the start-up files, route chunks and texts of ${p.path} are asked for beside the entry, not after it has run`, async ({
    browser,
    account,
  }) => {
    const context = await browser.newContext({ baseURL: BASE_URL });
    try {
      if (p.signedIn) {
        const res = await context.request.post('/api/auth/sign-in/email', {
          data: { email: account.email, password: account.password },
          headers: { Origin: ORIGIN },
        });
        expect(res.ok()).toBe(true);
      }
      const html = await (await context.request.get(p.path)).text();
      // The start-up steps' files (decision 0218), which index.html preloads for a page it serves as it is
      // (`/market` is not prerendered): a prerendered page must ask for them beside the entry too, or each step
      // waits for its own files and asks for them from inside the app's tasks.
      const indexHtml = await (await context.request.get('/market')).text();
      const startup = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(startup.length, 'the start-up files index.html preloads').toBeGreaterThan(5);
      // What must be asked for early: the page's chunks (by name) and the start-up files (by path).
      const needed = [...p.chunks, ...startup];
      const isFile = (file: RegExp | string, path: string) => (typeof file === 'string' ? path === file : file.test(path));
      // index.html names it in its entry tag; a prerendered page in the script that starts the app after its
      // first paint (decisions 0178, 0180), which asks for the page's chunks in the same way.
      const entry =
        html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1] ??
        html.match(/\}\)\("(\/assets\/index-[\w-]+\.js)",\[/)?.[1];
      expect(entry, 'the entry script of the page').toBeTruthy();
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
      });
      // Hold the entry back until every chunk the page needs has been asked for: only index.html can have asked
      // for them meanwhile, not the app. A chunk that waits for the entry never comes, and the poll below fails.
      let entryAnswered = false;
      const early: string[] = [];
      let allAsked = () => {};
      const asked = new Promise<void>((resolve) => (allAsked = resolve));
      page.on('request', (r) => {
        if (entryAnswered) return;
        early.push(new URL(r.url()).pathname);
        if (needed.every((file) => early.some((path) => isFile(file, path)))) allAsked();
      });
      await page.route(
        (url) => url.pathname === entry,
        async (route) => {
          await asked;
          entryAnswered = true;
          await route.continue();
        },
      );
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading }).first()).toBeVisible();
      // A prerendered page shows its heading before it asks for any code (after its first paint): wait for that.
      await expect.poll(() => entryAnswered).toBe(true);
      for (const file of needed)
        expect(
          early.filter((path) => isFile(file, path)),
          `${p.path}: ${file}`,
        ).toHaveLength(1);
      expect(refused, 'the inline preload script is allowed by the CSP').toEqual([]);
    } finally {
      await context.close();
    }
  });
}
