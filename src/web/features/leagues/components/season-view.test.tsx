import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeagueDetail } from '@shared/api/leagues';
import type { LeagueSeasonResponse } from '@shared/api/league-season';
import { sessionQueryOptions } from '@web/lib/session';
import { sessionUser } from '@web/test/data';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { LeagueDetailPage } from '../pages/league-detail-page';

const LEAGUE: LeagueDetail = {
  id: 9,
  name: 'Gravel Club',
  description: null,
  memberCount: 3,
  isPrivate: false,
  isMember: true,
  isAdmin: false,
  createdBy: 'anna',
  createdAt: '2026-01-05T10:00:00.000Z',
  format: 'classic',
  rules: null,
  inviteCode: null,
  members: [
    { userId: 'user-1', username: 'kalle_fan', avatarUrl: null, isAdmin: false, position: 1, teamName: 'Kalle Racing', points: 45, matchPoints: 0, joinedAt: '2026-01-05T10:00:00.000Z' },
    { userId: 'anna', username: 'anna', avatarUrl: null, isAdmin: true, position: 2, teamName: null, points: 40, matchPoints: 0, joinedAt: '2026-01-05T10:00:00.000Z' },
    { userId: 'ben', username: 'ben', avatarUrl: null, isAdmin: false, position: 3, teamName: null, points: 12, matchPoints: 0, joinedAt: '2026-01-05T10:00:00.000Z' },
  ],
};

const SEASON: LeagueSeasonResponse = {
  season: 2026,
  events: [
    { eventId: 1, round: 1, name: 'Rallye Monte-Carlo', country: 'Monaco' },
    { eventId: 2, round: 2, name: 'Rally Sweden', country: 'Sweden' },
  ],
  averages: [
    { points: 20.3, eventPoints: 20.3 },
    { points: 32.3, eventPoints: 7.5 },
  ],
  members: [
    { userId: 'user-1', username: 'kalle_fan', movement: 1, steps: [{ eventPoints: 20, points: 20, position: 2 }, { eventPoints: 25, points: 45, position: 1 }] },
    { userId: 'anna', username: 'anna', movement: -1, steps: [{ eventPoints: 30, points: 30, position: 1 }, { eventPoints: 10, points: 40, position: 2 }] },
    { userId: 'ben', username: 'ben', movement: 0, steps: [{ eventPoints: 11, points: 11, position: 3 }, { eventPoints: null, points: 11, position: 3 }] },
  ],
};

const render = (route = '/leagues/9') =>
  renderWithProviders(<LeagueDetailPage />, { route, path: '/leagues/:id', cache: [[sessionQueryOptions.queryKey, sessionUser()]] });

function base(season: unknown) {
  return fakeApi({ 'GET /api/leagues/9': { league: LEAGUE }, 'GET /api/live': { live: [] }, 'GET /api/leagues/9/season': season });
}

describe('the league rally by rally', () => {
  it('is read only when its tab opens, and the URL keeps the choice', async () => {
    const api = base(SEASON);
    const { location } = render();
    await screen.findAllByText('kalle_fan');
    expect(api.calls).not.toContain('GET /api/leagues/9/season');
    await userEvent.click(screen.getByRole('tab', { name: 'Rally by rally' }));
    await screen.findByTestId('season-table');
    expect(api.calls).toContain('GET /api/leagues/9/season');
    expect(location().search).toBe('?view=rallies');
  });

  it('shows a column per rally, "–" for no score, the movement, the averages and my season', async () => {
    base(SEASON);
    render('/leagues/9?view=rallies');
    const table = await screen.findByTestId('season-table');
    expect(within(table).getByRole('columnheader', { name: 'Rally Sweden' })).toBeInTheDocument();
    const rows = within(table).getAllByTestId('season-member');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['1Up 1', '20', '25', '45'],
      ['2Down 1', '30', '10', '40'],
      ['3No change', '11', '–no score', '11'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('kalle_fan(You)');
    expect([...within(table).getByTestId('season-average').querySelectorAll('td')].map((c) => c.textContent)).toEqual(['', '20.3', '7.5', '32.3']);
    expect(screen.getByTestId('my-season')).toHaveTextContent('After Rally Sweden: 1 of 3 with 45 points (league average 32.3).');
    expect(screen.getByRole('region', { name: 'Season of Gravel Club, rally by rally (scrolls sideways)' })).toHaveAttribute('tabindex', '0');
  });

  it('says when no rally of the season is scored yet', async () => {
    base({ ...SEASON, events: [], averages: [], members: SEASON.members.map((m) => ({ ...m, steps: [], movement: null })) });
    render('/leagues/9?view=rallies');
    expect(await screen.findByText('No rally of the 2026 season has been scored yet: the columns appear after the first publish.')).toBeInTheDocument();
    expect(screen.queryByTestId('my-season')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    fakeApi({ 'GET /api/leagues/9': { league: LEAGUE }, 'GET /api/live': { live: [] }, 'GET /api/leagues/9/season': () => new Promise(() => {}) });
    render('/leagues/9?view=rallies');
    expect(await screen.findByTestId('season-loading')).toHaveTextContent('Loading the season…');
  });

  it('shows the failure when the season cannot be read', async () => {
    base(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'League not found', messageCode: 'league.notFound' } }));
    render('/leagues/9?view=rallies');
    expect(await screen.findByText('The season could not be loaded')).toBeInTheDocument();
  });
});
