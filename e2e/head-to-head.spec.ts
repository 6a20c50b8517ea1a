import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { LeagueDetail } from '../src/shared/api/leagues';
import { ORIGIN } from './support/env';
import { expect, signInViaApi, test } from './support/fixtures';
import { apiContext, moveClockPast, publishResults, rallyStartingSoon, resultRow, signedInAdmin } from './support/rallies';
import { uniqueTag, uniqueUser, type TestUser } from './support/users';
import { finishLiveRally, publishStage, startLiveRally } from './support/live-rally';

/**
 * A head-to-head league's round view in German (issue 31, part 2; docs/game-rules.md §8.9), at 375 px and 1280
 * px. Three managers with one driver each (drivers 1, 2, 3) play a rally that finishes 1-2-3: the creator has
 * the bye of round 1 (three members: slot 0 meets the empty slot), the second meets the third, 20 to 17; the
 * creator's next opponent is the third member. With SHOTS_DIR set, the views are saved as screenshots.
 */
const shots = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string, at: Locator) {
  if (!shots) return;
  await at.scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${shots}/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A manager with a team holding `driverId`, signed in on an API context of their own. */
async function manager(playwright: Parameters<typeof apiContext>[0], driverId: number): Promise<{ api: APIRequestContext; user: TestUser }> {
  const api = await apiContext(playwright);
  const user = uniqueUser();
  expect((await api.post('/api/auth/sign-up/email', { data: { ...user, name: user.username } })).ok()).toBe(true);
  expect((await api.post('/api/fantasy/team', { data: { name: `Duel ${user.username}` } })).status()).toBe(201);
  expect((await api.post('/api/fantasy/team/drivers', { data: { driverId } })).status()).toBe(201);
  return { api, user };
}

for (const width of [375, 1280]) {
  test(`a German player reads a head-to-head league's table, next opponent and rounds (${width} px)`, async ({ page, playwright }) => {
    const [creator, second, third] = [await manager(playwright, 1), await manager(playwright, 2), await manager(playwright, 3)];
    const created = await creator.api.post('/api/leagues', { data: { name: `Duell ${uniqueTag()}`, format: 'head_to_head' } });
    expect(created.status(), await created.text()).toBe(201);
    const league = ((await created.json()) as { league: LeagueDetail }).league;
    for (const m of [second, third]) expect((await m.api.post('/api/leagues/join', { data: { code: league.inviteCode } })).ok()).toBe(true);

    const admin = await signedInAdmin(playwright);
    const { start, ...rally } = await rallyStartingSoon(admin, `Duell-Rallye ${uniqueTag()}`, [1, 2, 3]);
    await moveClockPast(admin, start);
    await publishResults(admin, rally.id, [resultRow(1, 1), resultRow(2, 2), resultRow(3, 3)]);
    await admin.dispose();

    for (const m of [creator, second, third]) await m.api.dispose();

    await page.setViewportSize({ width, height: 900 });
    await signInViaApi(page, creator.user);
    // The account's language wins over the browser's.
    const saved = await page.request.patch('/api/me/settings', { data: { language: 'de' }, headers: { Origin: ORIGIN } });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto(`/leagues/${league.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
    await expect(page.getByText('Head-to-Head', { exact: true })).toBeVisible();

    // The table: league points first. The second member won 20–17 (3), the third lost (0), the creator had the bye.
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Pkt.' })).toBeVisible();
    const rows = page.getByTestId('league-member');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(second.user.username);
    await expect(rows.first().getByTestId('league-member-match-points')).toHaveText('3');

    // Before the next lock: the creator meets the third member.
    await expect(page.getByTestId('next-opponent')).toContainText(`auf ${third.user.username}.`);
    await expect(page.getByTestId('next-opponent')).toContainText('Nächster Gegner');

    // The round view opens on the scored round: the bye and the fixture with both scores.
    const round = page.getByTestId('h2h-round');
    await expect(round.getByRole('heading', { name: `Runde 1 von 2: ${rally.name}` })).toBeVisible();
    await expect(round.getByText('Gewertet')).toBeVisible();
    const fixtures = round.getByTestId('h2h-fixture');
    await expect(fixtures).toHaveCount(2);
    await expect(fixtures.nth(0)).toContainText(creator.user.username);
    await expect(fixtures.nth(0)).toContainText('Spielfrei');
    await expect(fixtures.nth(1)).toHaveText(`${second.user.username}20gegen${third.user.username}17`);
    // Nothing runs wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(page, `h2h-round-${width}`, round);

    await round.getByRole('button', { name: 'Nächste Runde' }).click();
    await expect(round.getByRole('heading', { name: /^Runde 2 von 2: / })).toBeVisible();
    await expect(round.getByText('Anstehend')).toBeVisible();
    await expect(round.getByRole('button', { name: 'Nächste Runde' })).toBeDisabled();
    await expect(round.getByTestId('h2h-fixture').filter({ hasText: third.user.username })).toContainText(creator.user.username);
  });
}

/**
 * The live round of a head-to-head league (decision 0216) at 375 px: three managers (drivers 1, 2, 3), a rally
 * running with its first stage published 1-2-3. Driver 2 has 18 + 2 = 20 provisional points, driver 3 15 + 2 = 17
 * (game-rules §15.4): the second member leads the third, 3–0 if it ended now; the creator has the bye. The third
 * member reads it: his duel comes first, marked, and the table stays the official one.
 */
test('a player follows his head-to-head duel live on a phone (375 px)', async ({ page, playwright }) => {
  const [creator, second, third] = [await manager(playwright, 1), await manager(playwright, 2), await manager(playwright, 3)];
  const created = await creator.api.post('/api/leagues', { data: { name: `Live duel ${uniqueTag()}`, format: 'head_to_head' } });
  expect(created.status(), await created.text()).toBe(201);
  const league = ((await created.json()) as { league: LeagueDetail }).league;
  for (const m of [second, third]) expect((await m.api.post('/api/leagues/join', { data: { code: league.inviteCode } })).ok()).toBe(true);
  for (const m of [creator, second, third]) await m.api.dispose();

  const admin = await signedInAdmin(playwright);
  const rally = await startLiveRally(admin, [1, 2, 3]);
  try {
    await publishStage(admin, rally, [1, 2, 3]);
    await page.setViewportSize({ width: 375, height: 900 });
    await signInViaApi(page, third.user);
    await page.goto(`/leagues/${league.id}`);
    const duels = page.getByTestId('live-duels');
    await expect(duels.getByRole('heading', { name: `Live duels: ${rally.name}` })).toBeVisible();
    const list = duels.getByTestId('live-duel');
    await expect(list).toHaveCount(2);
    await expect(list.first()).toHaveAttribute('aria-current', 'true');
    await expect(list.first()).toHaveText(
      `Your duel${second.user.username}20vs${third.user.username}17${second.user.username} is ahead: 3–0 in league points if it ended now`,
    );
    await expect(list.nth(1)).toContainText(`${creator.user.username}`);
    await expect(list.nth(1)).toContainText('Bye: no duel and no league points this round');
    // The table stays official (no provisional column): a head-to-head table ranks by league points.
    await expect(page.getByTestId('league-live-note')).toHaveCount(0);
    // While the round is live its duels come before the table, in the page's order: on a phone, above it.
    const standings = page.getByRole('heading', { level: 2, name: 'Standings' });
    expect((await duels.boundingBox())!.y).toBeLessThan((await standings.boundingBox())!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(page, 'h2h-live-375', duels);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(duels.getByTestId('live-duel').first()).toBeVisible();
    await shoot(page, 'h2h-live-1280', duels);
  } finally {
    await finishLiveRally(admin, rally, [1, 2, 3]);
    await admin.dispose();
  }
});
