import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import type { EventDto, EventResultDto } from '../src/shared/api/events';
import { gameNow } from './support/clock';
import { expect, signInViaApi, test } from './support/fixtures';

// Issue 16, parts 3, 6, 8 and 9: brand fonts, SVG flags, team colours; the calendar, event tabs, time zones
// and result rows. (The floating badge's landmark is part 1, so axe here looks inside <main>.)

async function allEvents(page: Page): Promise<EventDto[]> {
  const res = await page.request.get('/api/events');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { events: EventDto[] }).events;
}

const thisSeason = (events: EventDto[], now: Date) =>
  events
    .filter((e) => new Date(e.startDate).getUTCFullYear() === now.getUTCFullYear())
    .sort((a, b) => a.startDate.localeCompare(b.startDate));

test.describe('identity', () => {
  test('the brand fonts ship with the app: preloaded, swapped in, and used by text and headings', async ({ page }) => {
    await page.goto('/');
    const preloads = page.locator('link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(2);
    for (const href of await preloads.evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/\/assets\/(inter-latin-wght-normal|barlow-condensed-latin-800-italic)-[\w-]+\.woff2$/);
      const res = await page.request.get(href);
      expect(res.ok()).toBe(true);
    }
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight} ${f.style}`),
    );
    expect(loaded.some((f) => f.startsWith('Inter '))).toBe(true);
    expect(loaded.map((f) => f.replaceAll('"', ''))).toContain('Barlow Condensed 800 italic');
    // Only Latin subsets are declared: no Cyrillic, Greek or Vietnamese file is ever asked for.
    const fontFiles = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.endsWith('.woff2')),
    );
    expect(fontFiles.length).toBeGreaterThan(0);
    for (const file of fontFiles) expect(file).toMatch(/-latin-(ext-)?/);
  });

  test('flags are SVG images named by their country; avatars wear their team colour', async ({ page, account }) => {
    await signInViaApi(page, account);
    const events = thisSeason(await allEvents(page), await gameNow(page));
    await page.goto('/events');
    const card = page.locator('article, li').filter({ has: page.getByRole('link', { name: events[0]!.name, exact: true }) }).first();
    const flag = card.getByRole('img', { name: events[0]!.country, exact: true });
    await expect(flag).toBeVisible();
    await expect(flag).toHaveAttribute('src', /\.svg$/);
    expect(await flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // No emoji flags anywhere on the page (regional indicator letters).
    expect(await page.locator('main').innerText()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);

    // Monaco's plate says MC (ISO 3166), not the first two letters "MO".
    const monaco = events.find((e) => e.country === 'Monaco');
    if (monaco) {
      const monacoCard = page.locator('li').filter({ has: page.getByRole('link', { name: monaco.name, exact: true }) });
      await expect(monacoCard.getByText('MC', { exact: true })).toBeVisible();
      await expect(monacoCard.getByRole('img', { name: 'Monaco' })).toHaveAttribute('src', /\/mc-[\w-]+\.svg$/);
    }

    await page.goto('/market');
    const avatars = page.locator('[data-team-colour]');
    await expect(avatars.first()).toBeVisible();
    const colours = new Set(await avatars.evaluateAll((els) => els.map((el) => el.getAttribute('data-team-colour'))));
    // Toyota, Hyundai and M-Sport each have their own colour.
    expect(colours.size).toBeGreaterThanOrEqual(3);
  });
});

test.describe('events', () => {
  test.beforeEach(async ({ page, account }) => {
    await signInViaApi(page, account);
  });

  test('the calendar opens on the next rally, and the view and month survive a reload', async ({ page, clock }) => {
    const now = await clock.now();
    const next = thisSeason(await allEvents(page), now).find((e) => new Date(e.endDate) >= now) as EventDto;
    await page.goto('/events');
    await page.getByRole('button', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/[?&]view=calendar/);
    const month = page.locator('#calendar-month');
    const opening = format(new Date(next.startDate), 'MMMM yyyy');
    await expect(month).toHaveText(opening);
    await expect(page.getByRole('table').locator(`a[href="/events/${next.id}"]`).first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-pressed', 'true');
    await expect(month).toHaveText(opening);

    await page.getByRole('button', { name: 'Previous month' }).click();
    const start = new Date(next.startDate);
    const previous = new Date(start.getFullYear(), start.getMonth() - 1, 1);
    await expect(page).toHaveURL(new RegExp(`month=${format(previous, 'yyyy-MM')}`));
    await page.reload();
    await expect(month).toHaveText(format(previous, 'MMMM yyyy'));

    await page.getByRole('button', { name: 'List' }).click();
    await expect(page).not.toHaveURL(/view=/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#calendar-month')).toHaveCount(0);
  });

  test('a finished rally opens on its Results; rows without a time say why; position gaps are explained', async ({
    page,
  }) => {
    const completed = thisSeason(await allEvents(page), await gameNow(page)).filter((e) => e.status === 'completed');
    // Round 1 has real results: times only for the top three, the rest "not published".
    let target: { event: EventDto; results: EventResultDto[] } | null = null;
    for (const event of completed) {
      const results = ((await (await page.request.get(`/api/events/${event.id}/results`)).json()) as {
        results: EventResultDto[];
      }).results;
      if (results.some((r) => r.time === null)) {
        target = { event, results };
        break;
      }
    }
    expect(target, 'a finished rally with a result row without a time').not.toBeNull();
    const { event, results } = target!;

    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Results' });
    await expect(panel.getByRole('table')).toBeVisible();
    await expect(page).not.toHaveURL(/tab=/);

    const withoutTime = results.filter((r) => r.time === null);
    const reasons = panel.getByTestId('result-no-time');
    await expect(reasons).toHaveCount(withoutTime.length);
    const expected: Record<EventResultDto['status'], string> = {
      finished: 'Time not published',
      retired: 'Retired',
      disqualified: 'Disqualified',
      did_not_start: 'Did not start',
    };
    await expect(reasons).toHaveText(withoutTime.map((r) => expected[r.status]));

    // Every hole in the classified positions has its own explaining row.
    const places = results.filter((r) => r.status === 'finished' && r.position !== null).map((r) => r.position!);
    let holes = 0;
    places.reduce((prev, p) => ((holes += p > prev + 1 ? 1 : 0), p), 0);
    await expect(panel.getByTestId('result-gap')).toHaveCount(holes);
    if (holes > 0) await expect(panel.getByTestId('result-gap').first()).toContainText('a car of another class');


    // The Overview is still one click away, and the description says nothing about where data came from.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/tab=overview/);
    await expect(page.getByRole('heading', { name: 'About this Rally' })).toBeVisible();
    await expect(page.getByText(/2025 edition/)).toHaveCount(0);
  });
});

test.describe('stage times in two zones', () => {
  // A viewer in New York: no rally runs on that clock, so both times show.
  test.use({ timezoneId: 'America/New_York' });

  test("stage times show the rally's local time and the viewer's, naming both zones", async ({ page, account }) => {
    await signInViaApi(page, account);
    const event = thisSeason(await allEvents(page), await gameNow(page)).find((e) => e.status === 'upcoming') as EventDto;
    const stages = ((await (await page.request.get(`/api/events/${event.id}/stages`)).json()) as {
      stages: { startTime: string | null }[];
    }).stages;
    const first = stages.find((s) => s.startTime)!.startTime!;
    await page.goto(`/events/${event.id}?tab=stages`);
    const note = page.getByTestId('stage-zones');
    const zoneName = (zone: string) =>
      new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'long' })
        .formatToParts(new Date(first))
        .find((p) => p.type === 'timeZoneName')!.value;
    await expect(note).toContainText(`the rally's local time, ${zoneName(event.timeZone)}`);
    await expect(note).toContainText(zoneName('America/New_York'));

    const local = (zone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .format(new Date(first))
        .replace(/^(\w{3}) (\d+), /, '$1 $2, ');
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect(row.locator('td time').first()).toHaveText(local(event.timeZone));
    await expect(row.getByText(`Your time: ${local('America/New_York')}`).last()).toBeVisible();
  });
});
