import type { Page } from '@playwright/test';
import type { DriverDto, TeamDto } from '../src/shared/api/championship';
import { formatMillions } from '../src/shared/game/money';
import { expect, signInViaApi, test } from './support/fixtures';
import { gameNow } from './support/clock';

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), url).toBe(true);
  return (await res.json()) as T;
}
const teams = async (page: Page) => (await getJson<{ teams: TeamDto[] }>(page, '/api/teams')).teams;
const drivers = async (page: Page) => (await getJson<{ drivers: DriverDto[] }>(page, '/api/drivers')).drivers;

test.describe('constructors', () => {
  test.beforeEach(async ({ page, account }) => {
    await signInViaApi(page, account);
  });

  test('standings with trends and team cards with titles and ordinal positions lead to a team page', async ({
    page,
  }) => {
    const list = await teams(page);
    const year = (await gameNow(page)).getUTCFullYear();
    await page.goto('/constructors');
    await expect(page.getByRole('heading', { level: 1, name: 'Constructors' })).toBeVisible();
    const table = page.getByRole('table', { name: `Constructor standings for ${year}` });
    await expect(table.getByRole('row')).toHaveCount(list.length + 1);
    for (let i = 1; i <= list.length; i += 1) {
      await expect(table.getByRole('row').nth(i)).toContainText(/Up from \d+|Down from \d+|No change/);
    }
    const leader = list.find((t) => t.currentPosition === 1) as TeamDto;
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: leader.name, exact: true }) });
    await expect(card).toContainText('1st');
    await expect(card).toContainText('Championships');
    await expect(card).toContainText(String(leader.championships));

    await card.getByRole('link', { name: leader.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/constructors/${leader.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: leader.name })).toBeVisible();
    await expect(page.getByText('Current Position')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team Drivers' })).toBeVisible();
    const teamDrivers = (await drivers(page)).filter((d) => d.teamId === leader.id);
    for (const d of teamDrivers)
      await expect(page.getByRole('link', { name: d.name, exact: true })).toBeVisible();
    await expect(page.getByText(/Good form|Poor form|Stable/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Results' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: "Latest results of the team's drivers" }).getByRole('listitem').first(),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Constructors' }).click();
    await expect(page).toHaveURL(/\/constructors$/);
  });
});

test.describe('drivers', () => {
  test.beforeEach(async ({ page, account }) => {
    await signInViaApi(page, account);
  });

  test('standings with trend, and a card for every driver', async ({
    page,
  }) => {
    const list = await drivers(page);
    const year = (await gameNow(page)).getUTCFullYear();
    await page.goto('/drivers');
    await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
    const standings = page.getByRole('table', { name: `Drivers' championship standings for ${year}` });
    await expect(standings.getByRole('row').nth(1)).toContainText(/Up from \d+|Down from \d+|No change/);

    const cards = page.getByRole('region', { name: 'All Drivers' }).getByRole('listitem');
    await expect(cards).toHaveCount(list.length);
  });

  test('driver page: header, fantasy value with odds, recent performance, statistics chart and prediction', async ({
    page,
  }) => {
    const driver = (await drivers(page))[0] as DriverDto;
    await page.goto('/drivers');
    await page
      .getByRole('region', { name: 'All Drivers' })
      .getByRole('link', { name: driver.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/drivers/${driver.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: driver.name })).toBeVisible();
    await expect(page.getByText(formatMillions(driver.price)).first()).toBeVisible();
    await expect(page.getByText(`${driver.nextEventOdds}:1 next rally`)).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: `Add to Team: ${driver.name}, ${formatMillions(driver.price)}`,
      }),
    ).toHaveText(/Add to Team/);

    const recent = page.getByRole('table', { name: `Latest results of ${driver.name}` });
    await expect(recent.getByRole('columnheader', { name: 'Rally' })).toBeVisible();
    await expect(recent.getByRole('row')).toHaveCount(6);

    await expect(page.getByRole('heading', { name: 'Season Statistics' })).toBeVisible();
    for (const label of ['Starts', 'Wins', 'Podiums', 'Fantasy pts / event'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();

    const chance = Math.min(100, Math.round(100 / driver.nextEventOdds));
    await expect(page.getByRole('meter', { name: 'Podium chance' })).toHaveAttribute(
      'aria-valuenow',
      String(chance),
    );
    await expect(page.getByText(`${chance}%`)).toBeVisible();

    await page
      .getByRole('link', { name: driver.teamName ?? '', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/constructors/${driver.teamId}$`));
  });
});
