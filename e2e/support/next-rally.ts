import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface NextRally {
  id: number;
  name: string;
}

/**
 * Waits until the page's event badge links to the rally the server now names as next, and returns that rally.
 * The admin and player journeys on the other worker create rallies that start within seconds, so the next
 * rally can change between reading it and the page showing it; and the browser keeps the answer for a
 * minute (`Cache-Control: max-age=60`, which a reload does not revalidate for a fetch). When the two differ,
 * the browser's cache is emptied and the page read again.
 */
export async function expectBadgeOnNextRally(page: Page): Promise<NextRally> {
  const badge = page.getByTestId('event-badge');
  let shown: NextRally | undefined;
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await page.reload();
    }
    await expect(badge).toBeVisible({ timeout: 10_000 });
    const { event } = (await (await page.request.get('/api/site/next-event')).json()) as { event: NextRally | null };
    expect(event, 'the demo season always has an upcoming event').not.toBeNull();
    await expect(badge).toHaveAttribute('href', `/events/${event!.id}`, { timeout: 1000 });
    shown = event!;
  }).toPass({ timeout: 30_000 });
  return shown!;
}
