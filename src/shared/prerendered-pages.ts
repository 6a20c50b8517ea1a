import type { Language } from './constants/enums';

/**
 * The pages whose first screen the build writes into the HTML, once per language (scripts/prerender.ts,
 * decisions 0178 and 0180), and who the server sends each copy to (src/server/http/spa.ts):
 * - `visitor`: only without a session cookie. Nobody is signed in, so the page is drawn, and the app starts,
 *   signed out (no session check is needed to draw it).
 * - `player`: only with a session the server has just checked. The page is drawn with the session still on its
 *   way (the signed-in shell and the page's skeletons, no name), and the app starts from there.
 * A page with a form may be prerendered: its fields keep what was typed before the app took the page over
 * (src/web/lib/use-typed-before-start.ts), and a submit before then does nothing (the start script stops it).
 */
export const PRERENDERED_PAGES = {
  '/': { name: 'home', audience: 'visitor' },
  '/login': { name: 'login', audience: 'visitor' },
  '/dashboard': { name: 'dashboard', audience: 'player' },
} as const satisfies Record<string, { name: string; audience: PrerenderAudience }>;

export type PrerenderAudience = 'visitor' | 'player';

export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

export function isPrerenderedPage(urlPath: string): urlPath is PrerenderedPage {
  return Object.hasOwn(PRERENDERED_PAGES, urlPath);
}

/** Where the build writes a page's HTML, relative to the web root. */
export function prerenderedFile(page: PrerenderedPage, language: Language): string {
  return `prerendered/${PRERENDERED_PAGES[page].name}.${language}.html`;
}
