import type { Language } from './constants/enums';

/**
 * The pages whose first screen the build writes into the HTML, once per language (scripts/prerender.ts), and
 * which the server sends to visitors without a session (src/server/http/spa.ts). Only pages whose first screen
 * is the same for every signed-out visitor, and holds no form a visitor could start typing into before the app
 * runs (what was typed into a prerendered field would not be in the app's state once it takes the page over).
 */
export const PRERENDERED_PAGES = { '/': 'home' } as const;

export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

export function isPrerenderedPage(urlPath: string): urlPath is PrerenderedPage {
  return Object.hasOwn(PRERENDERED_PAGES, urlPath);
}

/** Where the build writes a page's HTML, relative to the web root. */
export function prerenderedFile(page: PrerenderedPage, language: Language): string {
  return `prerendered/${PRERENDERED_PAGES[page]}.${language}.html`;
}
