import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface NextRally {
  id: number;
  name: string;
}

/**
 * Checks that the page's event badge links to the rally the server names as next, and returns that rally. The
 * world is this worker's own (e2e/support/world.ts) and its clock moves only when a test moves it, so the two
 * cannot drift apart while the page loads.
 */
export async function expectBadgeOnNextRally(page: Page): Promise<NextRally> {
  const { event } = (await (await page.request.get('/api/site/next-event')).json()) as { event: NextRally | null };
  expect(event, 'the demo season always has an upcoming event').not.toBeNull();
  await expect(page.getByTestId('event-badge')).toHaveAttribute('href', `/events/${event!.id}`);
  return event!;
}
