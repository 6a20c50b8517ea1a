import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeaderboardAroundMe, LeaderboardPage as Page, LeaderboardRow } from '@shared/api/leaderboard';
import { sessionQueryOptions } from '@web/lib/session';
import { sessionUser } from '@web/test/data';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { LeaderboardPage } from './leaderboard-page';

const row = (rank: number, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  rank,
  userId: `u${rank}`,
  username: `driver${rank}`,
  teamName: rank % 2 ? `Team ${rank}` : null,
  points: 3000 - rank * 10,
  rallies: 4,
  ...overrides,
});
const ranks = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => row(from + i));
const ME = row(57, { userId: 'user-1', username: 'kalle_fan' });
const AROUND: LeaderboardAroundMe = { me: ME, rows: [...ranks(47, 56), ME, ...ranks(58, 67)] };
const FIRST: Page = { rows: ranks(1, 100), nextCursor: '100', ranked: 150 };
const SECOND: Page = { rows: ranks(101, 150), nextCursor: null, ranked: 150 };

const render = () =>
  renderWithProviders(<LeaderboardPage />, { route: '/leaderboard', cache: [[sessionQueryOptions.queryKey, sessionUser()]] });
const rankCells = (table: HTMLElement) => within(table).getAllByTestId('leaderboard-row').map((r) => r.querySelector('td')?.textContent);

describe('LeaderboardPage', () => {
  it('shows skeletons while loading', () => {
    fakeApi({ 'GET /api/leaderboard': () => new Promise(() => {}), 'GET /api/leaderboard/me': () => new Promise(() => {}) });
    render();
    expect(screen.getAllByText('Loading the leaderboard…')).toHaveLength(2);
  });

  it('shows the top 100, then the next page after the last rank shown, and the places around me', async () => {
    const api = fakeApi({ 'GET /api/leaderboard': FIRST, 'GET /api/leaderboard?after=100': SECOND, 'GET /api/leaderboard/me': AROUND });
    render();
    const top = await screen.findByTestId('leaderboard-top');
    expect(rankCells(top)).toHaveLength(100);
    expect(screen.getByText('150 managers ranked')).toBeInTheDocument();
    const around = await screen.findByTestId('leaderboard-around-table');
    expect(rankCells(around)).toEqual(AROUND.rows.map((r) => String(r.rank)));
    expect(within(around).getByText('(You)').closest('tr')).toHaveTextContent('kalle_fan');
    await userEvent.click(screen.getByRole('button', { name: 'Show the next 100' }));
    await screen.findByText('driver150');
    expect(rankCells(top)).toEqual(ranks(1, 150).map((r) => String(r.rank)));
    expect(api.calls).toContain('GET /api/leaderboard?after=100');
    expect(screen.queryByRole('button', { name: 'Show the next 100' })).not.toBeInTheDocument();
  });

  it('says so when nobody is ranked yet and when I have no rank', async () => {
    fakeApi({ 'GET /api/leaderboard': { rows: [], nextCursor: null, ranked: 0 }, 'GET /api/leaderboard/me': { me: null, rows: [] } });
    render();
    expect(await screen.findByText('No manager is ranked yet: ranks appear after the first rally is published.')).toBeInTheDocument();
    expect(await screen.findByText('You have no rank yet: build a team, and you are ranked at the next publish.')).toBeInTheDocument();
  });

  it('shows the failure of the table', async () => {
    fakeApi({ 'GET /api/leaderboard': { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }, 'GET /api/leaderboard/me': AROUND });
    render();
    expect(await screen.findByText('The leaderboard could not be loaded')).toBeInTheDocument();
  });

  it('searches by the start of a username, refuses what no username can hold without asking, and says when none matches', async () => {
    const api = fakeApi({
      'GET /api/leaderboard': FIRST,
      'GET /api/leaderboard/me': AROUND,
      'GET /api/leaderboard/search?q=kal': { rows: [ME] },
      'GET /api/leaderboard/search?q=zz': { rows: [] },
    });
    render();
    const box = screen.getByRole('searchbox', { name: 'Username starts with' });
    await userEvent.type(box, 'ka%');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('A username has only letters, digits, underscores and dots')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(box);
    await userEvent.type(box, 'x'.repeat(31));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('A username has at most 30 characters')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.includes('/search'))).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, '  kal ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByTestId('leaderboard-search-results');
    expect(rankCells(results)).toEqual(['57']);
    expect(box).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(box);
    await userEvent.type(box, 'zz{Enter}');
    expect(await screen.findByText("No ranked manager's username starts with “zz”.")).toBeInTheDocument();
  });
});
