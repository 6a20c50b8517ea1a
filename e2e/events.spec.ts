import type { Page } from '@playwright/test';
import type { EventDto } from '../src/shared/api/events';
import { expect, signInViaApi, test } from './support/fixtures';

async function allEvents(page: Page): Promise<EventDto[]> {
  const res = await page.request.get('/api/events');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { events: EventDto[] }).events;
}

test.describe('event detail', () => {
  test.beforeEach(async ({ page, account }) => {
    await signInViaApi(page, account);
  });

  test('loads the event, then its stages, then its results, and shows every tab of a completed rally', async ({
    page,
  }) => {
    // A gravel rally: the calendar has other gravel rallies to suggest.
    const completed = (await allEvents(page)).find(
      (e) => e.status === 'completed' && e.surfaceType === 'gravel',
    ) as EventDto;
    // The order of the three reads the page is made of; the corrections note (issue 30) asks beside them.
    const order: string[] = [];
    const read = new RegExp(`^/api/events/${completed.id}(/stages|/results)?$`);
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (read.test(path)) order.push(path);
    });
    await page.goto(`/events/${completed.id}`);
    await expect(page.getByRole('heading', { level: 1, name: completed.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Rally Calendar' })).toHaveAttribute(
      'href',
      '/events',
    );
    // A finished rally opens on its Results (docs/decisions/0167).
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/tab=overview/);
    await expect(page.getByRole('heading', { name: 'About this Rally' })).toBeVisible();
    await expect(page.getByText('Predictions are closed for this event.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make Prediction' })).toHaveCount(0);
    await expect
      .poll(() => order)
      .toEqual([
        `/api/events/${completed.id}`,
        `/api/events/${completed.id}/stages`,
        `/api/events/${completed.id}/results`,
      ]);

    await page.getByRole('tab', { name: 'Stages' }).click();
    await expect(page).toHaveURL(/tab=stages/);
    const stagesTable = page.getByRole('table');
    await expect(stagesTable.getByRole('columnheader', { name: 'Distance (km)' })).toBeVisible();
    await expect(stagesTable.getByRole('columnheader', { name: 'Date & Time' })).toBeVisible();
    await expect(stagesTable.getByRole('rowheader').first()).toContainText(/^SS1 /);
    await expect(stagesTable.getByText('Power Stage', { exact: true })).toHaveCount(1);
    await expect(stagesTable.getByRole('cell').locator('time').first()).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/,
    );

    await page.getByRole('tab', { name: 'Results' }).click();
    // Results is the default tab of a finished rally, so choosing it drops the parameter.
    await expect(page).not.toHaveURL(/tab=/);
    const results = page.getByRole('table');
    for (const name of ['Pos', 'Driver', 'Team', 'Time', 'WRC pts', 'Fantasy pts']) {
      await expect(results.getByRole('columnheader', { name, exact: true })).toBeVisible();
    }
    await expect(results.getByRole('row').nth(1)).toContainText('1');

    // Up to three related events, never this one.
    const related = page.getByRole('region', { name: 'Other Events You Might Like' });
    const cards = related.getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    await expect(related.getByRole('link', { name: completed.name, exact: true })).toHaveCount(0);
  });

  test('the tabs work from the keyboard and the focused tab panel shows the focus ring', async ({ page }) => {
    const completed = (await allEvents(page)).find((e) => e.status === 'completed') as EventDto;
    await page.goto(`/events/${completed.id}`);
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Stages' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=stages/);
    // Tab moves from the tab list into its panel, which must show where the focus is (WCAG 2.4.7).
    await page.keyboard.press('Tab');
    const panel = page.getByRole('tabpanel', { name: 'Stages' });
    await expect(panel).toBeFocused();
    expect(await panel.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  });

  test('"Event Not Found" for unknown or malformed ids and "Error Loading Event" on failure, both linking back', async ({
    page,
  }) => {
    for (const path of ['/events/999999', '/events/not-a-number']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible();
      await expect(page.getByText('The event you are looking for does not exist.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Rally Calendar' })).toHaveAttribute(
        'href',
        '/events',
      );
    }
    await page.route('**/api/events/1', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }),
    );
    await page.goto('/events/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Error Loading Event' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Rally Calendar' }).click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test('moving to a related event shows that event, not the previous one', async ({ page }) => {
    const completed = (await allEvents(page)).find(
      (e) => e.status === 'completed' && e.surfaceType === 'gravel',
    ) as EventDto;
    await page.goto(`/events/${completed.id}?tab=stages`);
    await expect(page.getByRole('heading', { level: 1, name: completed.name })).toBeVisible();
    const related = page.getByRole('region', { name: 'Other Events You Might Like' });
    const link = related.getByRole('link').first();
    const name = (await link.textContent()) ?? '';
    const target = (await allEvents(page)).find((e) => e.name === name) as EventDto;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: completed.name })).toHaveCount(0);
    // The new event opens on its own default tab (Results when finished, docs/decisions/0167), not on Stages.
    await expect(page).not.toHaveURL(/tab=/);
    await expect(page.getByRole('tab', { name: target.status === 'completed' ? 'Results' : 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
