import type { ConsoleMessage, Page } from '@playwright/test';

/** Playwright's own note when it refuses the app's service worker (playwright.config.ts blocks it): not the page's. */
const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

/**
 * What the page says in its console of the given types (errors by default; React reports a hydration mismatch
 * there), and its uncaught errors, from now on.
 */
export function consoleProblems(page: Page, types: ReturnType<ConsoleMessage['type']>[] = ['error']): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (types.includes(message.type()) && message.text() !== PLAYWRIGHT_BLOCKED_WORKER) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
