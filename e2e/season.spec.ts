import type { Page } from '@playwright/test';
import type { LeaderboardAroundMe } from '@shared/api/leaderboard';
import type { LeagueSeasonResponse } from '@shared/api/league-season';
import { ORIGIN } from './support/env';
import { shots } from './support/shots';
import { expect, signInViaApi, test } from './support/fixtures';
import { scoredPlayer } from './support/rallies';

/**
 * The season rally by rally (issue 31 part 3): a scored player, on a phone and in German, opens his league's
 * per-event columns and the global leaderboard (the places around him and the username search).
 */

/** The page itself never scrolls sideways on a phone (a wide table scrolls inside its own region). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test.describe('a German player on a phone', () => {
  test.use({ locale: 'de-DE', viewport: { width: 375, height: 812 } });

  test('reads his league rally by rally, then finds himself on the global leaderboard', async ({
    page,
    playwright,
  }) => {
    const scored = await scoredPlayer(playwright);
    await signInViaApi(page, scored.player);
    const saved = await page.request.patch('/api/me/settings', {
      data: { language: 'de' },
      headers: { Origin: ORIGIN },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const mine = (await (await page.request.get('/api/leagues?scope=mine')).json()) as {
      leagues: { id: number; name: string }[];
    };
    const leagueId = mine.leagues.find((l) => l.name === scored.leagueName)!.id;

    await page.goto(`/leagues/${leagueId}`);
    await page.getByRole('tab', { name: 'Rallye für Rallye' }).click();
    await expect(page).toHaveURL(new RegExp(`/leagues/${leagueId}\\?view=rallies$`));
    const table = page.getByTestId('season-table');
    await expect(table).toBeVisible();
    // The figures the server gives, shown as they are: the scored rally is the last column.
    const season = (await (
      await page.request.get(`/api/leagues/${leagueId}/season`)
    ).json()) as LeagueSeasonResponse;
    const me = season.members.find((m) => m.userId === scored.playerId)!;
    const last = me.steps.at(-1)!;
    expect(last.eventPoints).not.toBeNull();
    expect(season.events.at(-1)!.eventId).toBe(scored.event.id);
    const row = table.getByTestId('season-member').filter({ hasText: scored.player.username });
    await expect(row.getByTestId('season-event-points').last()).toHaveText(
      last.eventPoints!.toLocaleString('de'),
    );
    await expect(row.getByRole('rowheader')).toContainText('(Du)');
    await expect(table.getByRole('columnheader', { name: season.events.at(-1)!.name })).toBeAttached();
    await expect(table.getByTestId('season-average')).toContainText('Liga-Durchschnitt');
    await expect(page.getByRole('heading', { name: 'Meine Saison' })).toBeVisible();
    await expect(page.getByTestId('my-season')).toContainText(
      `Nach ${season.events.at(-1)!.name}: Platz ${last.position} von 1`,
    );
    await expectNoSidewaysScroll(page);
    await shots(page, 'league-rallies-de', 'SEASON_SHOTS');

    // The leaderboard, from the leagues page.
    await page.goto('/leagues');
    await page.getByRole('link', { name: 'Globale Rangliste' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Globale Rangliste' })).toBeVisible();
    const around = (await (await page.request.get('/api/leaderboard/me')).json()) as LeaderboardAroundMe;
    expect(around.me).not.toBeNull();
    const myRow = page
      .getByTestId('leaderboard-around-table')
      .getByTestId('leaderboard-row')
      .filter({ hasText: '(Du)' });
    await expect(myRow).toHaveCount(1);
    await expect(myRow.locator('td').first()).toHaveText(around.me!.rank.toLocaleString('de'));
    await expect(
      page.getByTestId('leaderboard-top').getByTestId('leaderboard-row').first().locator('td').first(),
    ).toHaveText('1');

    // The search: a refusal in German at once, then the player by the start of his name, in capitals.
    const search = page.getByRole('searchbox', { name: 'Benutzername beginnt mit' });
    await search.fill('rally%');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(
      page.getByText('Ein Benutzername besteht nur aus Buchstaben, Ziffern, Unterstrichen und Punkten'),
    ).toBeVisible();
    await search.fill(scored.player.username.slice(0, 12).toUpperCase());
    await page.getByRole('button', { name: 'Suchen' }).click();
    const found = page
      .getByTestId('leaderboard-search-results')
      .getByTestId('leaderboard-row')
      .filter({ hasText: scored.player.username });
    await expect(found).toHaveCount(1);
    await expect(found.locator('td').first()).toHaveText(around.me!.rank.toLocaleString('de'));
    await expectNoSidewaysScroll(page);
    await shots(page, 'leaderboard-de', 'SEASON_SHOTS');
  });

  test('a whole season of columns scrolls inside its own region, never the page', async ({
    page,
    playwright,
  }) => {
    // How many rallies are scored depends on what other journeys of this world did first; the layout under test
    // is the browser's, so the server's answer is stretched to a full season of twelve columns.
    const scored = await scoredPlayer(playwright);
    await signInViaApi(page, scored.player);
    await page.route('**/api/leagues/*/season', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as LeagueSeasonResponse;
      const first = body.events[0]!;
      body.events = Array.from({ length: 12 }, (_, i) => ({
        ...first,
        eventId: first.eventId + 1000 + i,
        name: `Rally ${i + 1}`,
      }));
      for (const m of body.members) m.steps = Array.from({ length: 12 }, () => m.steps[0]!);
      body.averages = Array.from({ length: 12 }, () => body.averages[0]!);
      await route.fulfill({ response: answer, json: body });
    });
    const mine = (await (await page.request.get('/api/leagues?scope=mine')).json()) as {
      leagues: { id: number; name: string }[];
    };
    await page.goto(`/leagues/${mine.leagues.find((l) => l.name === scored.leagueName)!.id}?view=rallies`);
    const region = page.getByRole('region').filter({ has: page.getByTestId('season-table') });
    await expect(region.getByRole('columnheader', { name: /^Rally 12/ })).toBeAttached();
    // The table is wider than the phone and scrolls in its region (its screen-reader-only texts too) …
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // … while the page itself does not.
    await expectNoSidewaysScroll(page);
  });
});
