/**
 * First-load JavaScript budgets (issue 17, docs/decisions/0170, 0173): the compressed bytes of JS a cold visit
 * transfers until the page shows its heading, per route, measured on the production build by
 * e2e/first-load.spec.ts (`npm run bench:first-load` prints the figures). A route that grows past its budget
 * fails the browser tests. Budgets are the highest of three runs on 2026-11-23 after decision 0173 (deferred
 * menus, English texts per screen, lazy date locales and flags: 151.8 / 148.6 / 171.4 / 171.7 / 169.9 KiB,
 * on a machine at load 10–14) plus ~4 KiB, since what arrives before the heading varies with timing. Before
 * 0173: 190 / 187 / 223 / 216 / 230 KiB. The targets are 150 KiB signed out and 200 KiB signed in.
 * `/`, `/login` and `/dashboard` are prerendered (decisions 0178, 0180): their heading is in the HTML and their
 * code is asked for only after the first paint, so their budget is 0 — a page that is no longer prerendered
 * fails here. (Until the network is idle they take 158–186 KiB; the test prints it.)
 * 2026-11-27, fair play (issue 30): the market's and the driver page's "not entered" marks, the budget-trap
 * confirmation and Remove on the driver page add ~4 KiB (173.8 → 177.8 and 169.5 → 174.3 KiB measured); their
 * budgets grow by as much. The confirmation dialogs and the live weekend's code load after the page shows (before
 * that they had put these pages at 217 and 214 KiB).
 * 2026-11-27, the crowd and the prices (issue 31, parts 6 and 7): the market's Owned column, its sort and note add
 * ~1.2 KiB (177.8 → 179.0 KiB measured), so its budget grows by 2 KiB; the driver page's ownership adds ~1.1 KiB
 * (174.3 → 175.4) and stays within its budget: its price cards (what-if, history table, date formatter) load after
 * the page shows, the chart with recharts after that (before, 185.4 KiB; with zod pulled in by a constant, 207.1).
 * 2026-11-28, the installable app (issue 32, decision 0215): the offline-answer bookkeeping and the lazy notices
 * add ~0.7 KiB (179.6 → 180.3 and 176.2 → 176.9 KiB measured); within both budgets. workbox-window loads seconds
 * after the page's load (loaded at `load`, it put /market at 182.3 KiB, as its heading waits for data).
 * 2026-11-28, the merged wave (issues 31, 32, 34): head-to-head, rivals, the season and the leaderboard, API tokens
 * and the installable app together put /market at 182.9 and /drivers/1 at 179.5 KiB (the new routes, the shared
 * message catalogue's new texts — the catalogue maps English texts to codes and is part of the first load — and
 * the app's update and offline notes); the budgets are again the measured figures plus ~2 KiB. Taking the catalogue out of the first load
 * (loaded with the first error, as the `errors` texts already are) would give back more than that.
 * 2026-11-28, the start-up in steps (issue 30 item 19, decision 0218): the app's start-up code is run in four
 * steps, each its own set of files, so that no step blocks the main thread long (Lighthouse on /dashboard: Total
 * Blocking Time 338 → 156 ms, score 92 → 98). Files that were one entry are now about ten, and compress less well
 * apart: /market 183.2 → 188.0 and /drivers/1 179.5 → 184.5 KiB measured, though the message catalogue left the
 * start-up (it comes with the first refusal; the market and the driver page still load it with their buttons).
 * The budgets are again the measured figures plus ~2 KiB.
 */
export interface FirstLoadRoute {
  /** Path visited; `{driverId}` is replaced by a real driver's id. */
  path: string;
  signedIn: boolean;
  /** The page has shown when this heading (level 1) is visible. */
  heading: RegExp;
  budgetKiB: number;
}

export const FIRST_LOAD_ROUTES: FirstLoadRoute[] = [
  { path: '/', signedIn: false, heading: /Build your dream rally team/i, budgetKiB: 0 },
  { path: '/login', signedIn: false, heading: /sign in|log in|welcome back/i, budgetKiB: 0 },
  { path: '/dashboard', signedIn: true, heading: /./, budgetKiB: 0 },
  { path: '/market', signedIn: true, heading: /market/i, budgetKiB: 190 },
  { path: '/drivers/{driverId}', signedIn: false, heading: /./, budgetKiB: 187 },
];
