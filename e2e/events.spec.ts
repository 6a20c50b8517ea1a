import type { Locator, Page } from '@playwright/test';
import {
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parse,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { EventDto, StageDto } from '../src/shared/api/events';
import { expect, signInViaApi, test } from './support/fixtures';
import { seriousViolations } from './support/axe';
import { holdRoute } from './support/hold-route';

async function allEvents(page: Page): Promise<EventDto[]> {
  const res = await page.request.get('/api/events');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { events: EventDto[] }).events;
}

const inYear = (events: EventDto[], year: number) => events.filter((e) => new Date(e.startDate).getUTCFullYear() === year);
/**
 * Steps the calendar month by month to the month of `target`. Each step waits for the heading to change
 * before reading it again: the month changes after the click has returned, and reading it too early on a
 * loaded machine once sent the calendar three months past the one wanted.
 */
async function showMonth(page: Page, month: Locator, target: Date): Promise<void> {
  const wanted = format(target, 'MMMM yyyy');
  for (let step = 0; step < 24; step += 1) {
    const current = (await month.textContent()) ?? '';
    if (current === wanted) return;
    const later = startOfMonth(target) > parse(current, 'MMMM yyyy', target);
    await page.getByRole('button', { name: later ? 'Next month' : 'Previous month' }).click();
    await expect(month).not.toHaveText(current);
  }
  await expect(month).toHaveText(wanted);
}

const countText = (n: number) => `${n} ${n === 1 ? 'event' : 'events'} found`;

test.describe('rally calendar', () => {
  // The season shown by default: the game clock's year.
  let currentYear: number;
  test.beforeEach(async ({ page, account, clock }) => {
    currentYear = (await clock.now()).getUTCFullYear();
    await signInViaApi(page, account);
  });

  test('shows "Loading events..." with 6 placeholder cards, then the count of this year\'s events', async ({
    page,
  }) => {
    const events = await allEvents(page);
    const held = holdRoute(page, '**/api/events');
    await held.ready;
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Rally Calendar' })).toBeVisible();
    await expect(page.getByTestId('events-count')).toHaveText('Loading events...');
    await expect(page.getByTestId('event-card-skeleton')).toHaveCount(6);
    held.release();
    await expect(page.getByTestId('events-count')).toHaveText(countText(inYear(events, currentYear).length));
    await expect(page.getByTestId('event-card-skeleton')).toHaveCount(0);
    const first = inYear(events, currentYear)[0] as EventDto;
    await expect(page.getByRole('link', { name: first.name, exact: true })).toBeVisible();
  });

  test('says "Failed to fetch events" when the calendar cannot load', async ({ page }) => {
    await page.route('**/api/events', (route) =>
      route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } }),
    );
    await page.goto('/events');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch events');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('searches by name, country or location and clears the search', async ({ page }) => {
    const events = inYear(await allEvents(page), currentYear);
    await page.goto('/events');
    const search = page.getByPlaceholder('Search rallies by name or location');
    await expect(page.getByTestId('events-count')).toHaveText(countText(events.length));

    await search.fill('SWEDEN');
    await expect(page.getByTestId('events-count')).toHaveText('1 event found');
    await expect(page.getByRole('link', { name: 'Rally Sweden' })).toBeVisible();

    const withLocation = events.find((e) => e.location && e.location !== e.country) as EventDto;
    await search.fill(withLocation.location ?? '');
    await expect(page.getByRole('link', { name: withLocation.name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('events-count')).toHaveText(countText(events.length));

    await search.fill('no such rally anywhere');
    await expect(page.getByTestId('events-count')).toHaveText('0 events found');
    await expect(page.getByText('No events found')).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to find what you're looking for.")).toBeVisible();
  });

  test('filters by status, surface and year, and "Reset all" appears only when something differs', async ({
    page,
  }) => {
    const all = await allEvents(page);
    const events = inYear(all, currentYear);
    await page.goto('/events');
    await expect(page.getByTestId('events-count')).toHaveText(countText(events.length));
    const reset = page.getByRole('button', { name: 'Reset all' });
    await expect(reset).toHaveCount(0);

    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const completed = page.getByRole('button', { name: 'Completed', exact: true });
    await completed.click();
    await expect(completed).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('events-count')).toHaveText(
      countText(events.filter((e) => e.status === 'completed').length),
    );
    await expect(reset).toBeVisible();

    // A second status widens the choice (multi-select).
    await page.getByRole('button', { name: 'Upcoming', exact: true }).click();
    await expect(page.getByTestId('events-count')).toHaveText(
      countText(events.filter((e) => e.status === 'completed' || e.status === 'upcoming').length),
    );

    await page.getByRole('button', { name: 'Gravel', exact: true }).click();
    await expect(page.getByTestId('events-count')).toHaveText(
      countText(events.filter((e) => e.surfaceType === 'gravel').length),
    );

    await reset.click();
    await expect(page.getByTestId('events-count')).toHaveText(countText(events.length));
    await expect(reset).toHaveCount(0);
    await expect(completed).toHaveAttribute('aria-pressed', 'false');

    const year = page.getByLabel('Year');
    await expect(year.locator('option')).toHaveText([-2, -1, 0, 1, 2].map((d) => String(currentYear + d)));
    await expect(year).toHaveValue(String(currentYear));
    await year.selectOption(String(currentYear + 1));
    await expect(page.getByTestId('events-count')).toHaveText(countText(inYear(all, currentYear + 1).length));
    await expect(reset).toBeVisible();
    await year.selectOption(String(currentYear));
    await expect(reset).toHaveCount(0);

    // Collapsing the panel hides the toggles but keeps the filters.
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Gravel', exact: true })).toBeHidden();
  });

  test('calendar view: Sunday-first month, today highlighted, events on every day, month navigation', async ({
    page,
    clock,
  }) => {
    const events = inYear(await allEvents(page), currentYear);
    const held = holdRoute(page, '**/api/events');
    await held.ready;
    await page.goto('/events');
    await page.getByRole('button', { name: 'Calendar' }).click();
    await expect(page.getByTestId('calendar-skeleton-cell')).toHaveCount(35);
    held.release();

    const today = await clock.now();
    const month = page.locator('#calendar-month');
    // It opens on the next rally's month (docs/decisions/0167), which is this month or a later one.
    const nextRally = events.find((e) => new Date(e.endDate) >= today) as EventDto;
    await expect(month).toHaveText(format(new Date(nextRally.startDate), 'MMMM yyyy'));
    await showMonth(page, month, today);
    await expect(page.getByRole('columnheader').first().locator('abbr')).toHaveAttribute('title', 'Sunday');
    await expect(page.getByRole('columnheader').last().locator('abbr')).toHaveAttribute('title', 'Saturday');
    const todayCell = page.getByTestId('calendar-today');
    await expect(todayCell).toHaveAttribute('aria-current', 'date');
    await expect(todayCell).toContainText(String(today.getDate()));

    // The next upcoming event appears once per day from its start to its end.
    const next = events.find((e) => e.status === 'upcoming') as EventDto;
    const start = new Date(next.startDate);
    await showMonth(page, month, start);
    const gridStart = startOfWeek(startOfMonth(start));
    const gridEnd = endOfWeek(endOfMonth(start));
    const expectedDays = eachDayOfInterval({
      start: startOfDay(start),
      end: startOfDay(new Date(next.endDate)),
    }).filter((d) => d >= gridStart && d <= gridEnd).length;
    // Only the calendar grid: the floating next-event badge links to the same event.
    const links = page.getByRole('table').locator(`a[href="/events/${next.id}"]`);
    await expect(links).toHaveCount(expectedDays);
    await expect(links.first()).toHaveAttribute('data-status', 'upcoming');

    await page.goto('/events');
    await page.getByRole('button', { name: 'Calendar' }).click();
    const opening = new Date(nextRally.startDate);
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(month).toHaveText(
      format(new Date(opening.getFullYear(), opening.getMonth() + 1, 1), 'MMMM yyyy'),
    );
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(month).toHaveText(
      format(new Date(opening.getFullYear(), opening.getMonth() - 1, 1), 'MMMM yyyy'),
    );

    // A completed event links to its page from the calendar.
    const completed = events.filter((e) => e.status === 'completed').at(-1) as EventDto;
    await page.goto('/events');
    await page.getByRole('button', { name: 'Calendar' }).click();
    // Loaded first: the month it opens on comes with the events.
    await expect(page.getByTestId('calendar-skeleton-cell')).toHaveCount(0);
    await showMonth(page, month, new Date(completed.startDate));
    await page.getByRole('table').locator(`a[href="/events/${completed.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/events/${completed.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: completed.name })).toBeVisible();
  });
});

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
    const order: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(`/api/events/${completed.id}`)) order.push(path);
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
    for (const name of ['Pos', 'Driver', 'Team', 'Time', 'Points']) {
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

  test('an upcoming rally offers a prediction and explains that results come later', async ({ page }) => {
    const upcoming = (await allEvents(page)).find((e) => e.status === 'upcoming') as EventDto;
    await page.goto(`/events/${upcoming.id}`);
    await expect(page.getByRole('link', { name: 'Make Prediction' })).toHaveAttribute(
      'href',
      `/predictions?event=${upcoming.id}`,
    );
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.getByText('Results will be available once the rally is completed.')).toBeVisible();
  });

  test('shows TBD for stages without a time, the empty stages text and a completed rally without results', async ({
    page,
  }) => {
    const completed = (await allEvents(page)).find((e) => e.status === 'completed') as EventDto;
    const stage: StageDto = {
      id: 1,
      eventId: completed.id,
      number: 4,
      name: 'Mystery Forest',
      length: null,
      startTime: null,
      status: 'upcoming',
      isPowerStage: false,
    };
    await page.route(`**/api/events/${completed.id}/stages`, (route) =>
      route.fulfill({ json: { stages: [stage] } }),
    );
    await page.route(`**/api/events/${completed.id}/results`, (route) =>
      route.fulfill({ json: { results: [] } }),
    );
    await page.goto(`/events/${completed.id}?tab=stages`);
    const row = page.getByRole('row').filter({ hasText: 'SS4 Mystery Forest' });
    await expect(row.getByRole('cell', { name: 'TBD' })).toHaveCount(2);
    await expect(row.getByRole('cell', { name: 'Upcoming' })).toBeVisible();
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect(page.getByText('No results available for this event yet.')).toBeVisible();

    await page.unroute(`**/api/events/${completed.id}/stages`);
    await page.route(`**/api/events/${completed.id}/stages`, (route) =>
      route.fulfill({ json: { stages: [] } }),
    );
    await page.goto(`/events/${completed.id}?tab=stages`);
    await expect(page.getByText('Stages information will be available closer to the event.')).toBeVisible();
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

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`calendar accessibility (${scheme})`, () => {
    test.beforeEach(async ({ page, account }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signInViaApi(page, account);
    });

    test('list, calendar and event pages have no serious or critical violations', async ({ page }) => {
      // Five full axe scans in one test: more than the default 30 s on a busy machine.
      test.slow();
      const events = await allEvents(page);
      await page.goto('/events');
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('link', { name: (events[0] as EventDto).name, exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Calendar' }).click();
      // The month drawn, whichever it opens on: the next rally's (decision 0167), not always today's.
      await expect(page.getByTestId('calendar-skeleton-cell')).toHaveCount(0);
      await expect(page.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const completed = events.find((e) => e.status === 'completed') as EventDto;
      for (const tab of ['', '?tab=stages', '?tab=results']) {
        await page.goto(`/events/${completed.id}${tab}`);
        await expect(page.getByRole('heading', { level: 1, name: completed.name })).toBeVisible();
        await expect(
          page.getByRole('table').or(page.getByRole('heading', { name: 'About this Rally' })),
        ).toBeVisible();
        expect(await seriousViolations(page), tab).toEqual([]);
      }
    });
  });
}
