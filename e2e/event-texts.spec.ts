import type { Locator, Page } from '@playwright/test';
import type { EventDto } from '@shared/api/events';
import { BASE_URL, ORIGIN } from './support/env';
import { expect, signInViaApi, test } from './support/fixtures';
import { registerViaApi } from './support/users';
import { ADMIN, signedInAdmin } from './support/rallies';

// Issue 30 items 11 and 12 (docs/decisions/0207): a German player reads the generated description in German and
// the stage names the data gives; an admin's text is shown as written, marked with its language.
const SHOTS = process.env.E2E_SHOTS_DIR;

async function seededEvent(request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> }, name: string): Promise<EventDto> {
  const { events } = (await (await request.get('/api/events')).json()) as { events: EventDto[] };
  const found = events.find((e) => e.name === name);
  if (!found) throw new Error(`no event ${name}`);
  return found;
}

/** A new player who chose German in Settings (the account's language wins over the browser's). */
async function germanPlayer(page: Page): Promise<void> {
  await registerViaApi(page);
  const saved = await page.request.patch('/api/me/settings', { data: { language: 'de' }, headers: { Origin: ORIGIN } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** With E2E_SHOTS_DIR set, the page at phone and desktop widths, for a person to look at. */
async function shoot(page: Page, name: string, part?: Locator): Promise<void> {
  if (!SHOTS) return;
  const before = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const path = `${SHOTS}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  if (before) await page.setViewportSize(before);
}

test.describe('a German player', () => {
  test.use({ locale: 'de-DE' });

  test('reads a generated description in German and the stage names the data gives', async ({ page }) => {
    await germanPlayer(page);
    const paraguay = await seededEvent(page.request, 'Rally del Paraguay');
    await page.goto(`/events/${paraguay.id}`);
    await expect(page.getByText('Lauf 11 im Kalender der Rallye-Weltmeisterschaft 2026. Untergrund: Schotter.')).toBeVisible();
    await expect(page.getByTestId('event-description-language')).toHaveCount(0);
    await shoot(page, 'event-generated-de', page.getByRole('main'));
    await page.getByRole('tab', { name: 'Prüfungen' }).click();
    await expect(page.getByRole('rowheader', { name: 'WP5 Cambyreta 2' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'WP19 Misión Jesuítica Trinidad 2' })).toBeVisible();
  });
});

test('an admin’s edit makes the description their text, which a German player reads as written, marked English', async ({ page, playwright, browser }) => {
  const admin = await signedInAdmin(playwright);
  const kenya = await seededEvent(admin, 'Safari Rally Kenya');
  await admin.dispose();

  await signInViaApi(page, ADMIN);
  await page.goto(`/admin/events/${kenya.id}`);
  const description = page.getByLabel('Description', { exact: true });
  await expect(description).toHaveValue(/^Round 3 of the 2026 World Rally Championship calendar\. Based in Naivasha\./);
  await description.fill('Fast gravel around Lake Naivasha. Watch out for zebras.');
  await expect(page.getByLabel('Language of the description')).toHaveValue('en');
  await page.getByTestId('admin-event-save').click();
  await expect(page.getByText('Event saved.')).toBeVisible();
  await shoot(page, 'admin-event-form', page.getByRole('form', { name: 'Event details' }));

  const german = await browser.newContext({ baseURL: BASE_URL, locale: 'de-DE' });
  const reader = await german.newPage();
  await germanPlayer(reader);
  await reader.goto(`/events/${kenya.id}?tab=overview`);
  await expect(reader.getByTestId('event-description-language')).toHaveText('Verfasst auf Englisch');
  await expect(reader.getByText('Fast gravel around Lake Naivasha. Watch out for zebras.')).toHaveAttribute('lang', 'en');
  await shoot(reader, 'event-written-de', reader.getByRole('main'));
  await german.close();
});
