import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeagueMember } from '@shared/api/leagues';
import type { LeagueLiveRow } from '@shared/api/live';
import { liveHeader } from '@web/test/live-data';
import { renderWithProviders } from '@web/test/render';
import { MembersTable } from './members-table';

const member = (userId: string, position: number, points: number): LeagueMember => ({
  userId,
  username: userId,
  avatarUrl: null,
  isAdmin: false,
  position,
  teamName: `${userId} Racing`,
  points,
  matchPoints: 0,
  joinedAt: '2026-01-05T10:00:00.000Z',
});
const liveRow = (m: LeagueMember, provisionalPosition: number, eventPoints: number, movement: number | null): LeagueLiveRow => ({
  userId: m.userId,
  username: m.username,
  avatarUrl: null,
  teamName: m.teamName,
  points: m.points,
  position: m.position,
  provisionalEventPoints: eventPoints,
  provisionalPoints: m.points + eventPoints,
  provisionalPosition,
  movement,
});

const MEMBERS = [member('anna', 1, 120), member('ben', 2, 110), member('cleo', 3, 90)];

describe('MembersTable', () => {
  it('while an event is live, orders by provisional points with the movement since the last stage', () => {
    const live = {
      leagueId: 9,
      event: liveHeader(),
      rows: [liveRow(MEMBERS[1]!, 1, 25, 1), liveRow(MEMBERS[0]!, 2, 2, -1), liveRow(MEMBERS[2]!, 3, -4, 0)],
      duels: null,
    };
    renderWithProviders(<MembersTable members={MEMBERS} leagueId={7} leagueName="Gravel Club" currentUserId="ben" live={live} />);
    const table = screen.getByRole('table');
    expect(within(table).getByTitle('Provisional points after SS7')).toHaveTextContent('Provisional');
    const rows = within(table).getAllByTestId('league-member');
    expect(rows.map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual(['ben', 'anna', 'cleo']);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['1Up 1', '2Down 1', '3No change']);
    expect(rows.map((r) => within(r).getByTestId('league-member-provisional').textContent)).toEqual(['135+25', '122+2', '86-4']);
  });

  it('without a live event keeps the official order and no provisional column', () => {
    renderWithProviders(<MembersTable members={MEMBERS} leagueId={7} leagueName="Gravel Club" currentUserId="ben" />);
    expect(screen.queryByTitle(/Provisional/)).not.toBeInTheDocument();
    expect(screen.getAllByTestId('league-member').map((r) => r.querySelector('td')?.textContent)).toEqual(['1', '2', '3']);
  });

  it('in a head-to-head league shows league points and won-drawn-lost before the fantasy points (game-rules §8.9)', () => {
    const members = [{ ...member('ben', 1, 61), matchPoints: 9 }, { ...member('anna', 2, 64), matchPoints: 3 }];
    const records = [{ userId: 'ben', won: 3, drawn: 0, lost: 0 }];
    renderWithProviders(<MembersTable members={members} leagueId={7} leagueName="Duel Club" currentUserId="ben" format="head_to_head" records={records} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Rank', 'Manager', 'Team', 'Pts', 'W-D-L', 'Fantasy', 'Joined']);
    expect(within(table).getByTitle('League points')).toHaveTextContent('Pts');
    // On phones the fantasy points sit under the name (their column shows from sm up).
    expect(within(table).getAllByTestId('league-member-fantasy-line').map((l) => l.textContent)).toEqual(['61 fantasy points', '64 fantasy points']);
    const rows = within(table).getAllByTestId('league-member');
    expect(rows.map((r) => within(r).getByTestId('league-member-match-points').textContent)).toEqual(['9', '3']);
    // anna has no scored fixture yet: 0-0-0.
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(3).map((c) => c.textContent))).toEqual([
      ['9', '3-0-0', '61', 'Jan 5, 2026'],
      ['3', '0-0-0', '64', 'Jan 5, 2026'],
    ]);
  });

  it('in a classic league keeps the one Points column', () => {
    renderWithProviders(<MembersTable members={MEMBERS} leagueId={7} leagueName="Gravel Club" currentUserId="ben" format="classic" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Rank', 'Manager', 'Team', 'Points', 'Joined']);
  });

  it("opens another member's team beside mine from the table, never my own (issue 31 part 4)", () => {
    renderWithProviders(<MembersTable members={MEMBERS} leagueId={7} leagueName="Gravel Club" currentUserId="ben" />);
    // The team shows twice in the markup (a column on wide screens, under the name on phones): both link the same way.
    const anna = screen.getAllByRole('link', { name: 'See the team of anna: anna Racing' });
    expect(anna.map((a) => a.getAttribute('href'))).toEqual(['/leagues/7/members/anna', '/leagues/7/members/anna']);
    expect(screen.queryByRole('link', { name: /See the team of ben/ })).toBeNull();
  });
});
