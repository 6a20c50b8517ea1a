import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeagueLiveResponse, LiveDuel, LiveDuelSide } from '@shared/api/live';
import { liveHeader } from '@web/test/live-data';
import { renderWithProviders } from '@web/test/render';
import { LeagueLiveDuels } from './league-live-duels';

const side = (userId: string, points: number, leaguePoints: number | null, username: string | null = userId): LiveDuelSide => ({
  userId,
  username,
  provisionalEventPoints: points,
  provisionalLeaguePoints: leaguePoints,
});
// The five-member round of the API test (live-duels.test.ts): ann has the bye, ben leads eve, cat and dan level.
const DUELS: LiveDuel[] = [
  { home: side('ann', 17, null), away: null, leaderId: null },
  { home: side('ben', 70, 3), away: side('eve', 45, 0), leaderId: 'ben' },
  { home: side('cat', 28, 1), away: side('dan', 28, 1), leaderId: null },
];
const live = (duels: LiveDuel[] | null, overrides: Partial<LeagueLiveResponse> = {}): LeagueLiveResponse => ({
  leagueId: 9,
  event: liveHeader(),
  rows: [],
  duels,
  ...overrides,
});

// decision 0216, game-rules §8.9: each duel with both provisional scores and who is ahead, mine first and marked.
describe('LeagueLiveDuels', () => {
  it('puts my duel first, marked, with both scores and what the lead would give', () => {
    renderWithProviders(<LeagueLiveDuels live={live(DUELS)} currentUserId="eve" />);
    const view = screen.getByTestId('live-duels');
    expect(within(view).getByRole('heading', { name: 'Live duels: Rally Sweden' })).toBeVisible();
    expect(view).toHaveTextContent('After SS7: the league points each duel would give if the rally ended now.');
    const duels = within(view).getAllByTestId('live-duel');
    expect(duels.map((d) => d.textContent)).toEqual([
      'Your duelben70vseve45ben is ahead: 3–0 in league points if it ended now',
      'ann17Bye: no duel and no league points this round',
      'cat28vsdan28Level: 1 league point each if it ended now',
    ]);
    expect(duels[0]).toHaveAttribute('aria-current', 'true');
    expect(duels[1]).not.toHaveAttribute('aria-current');
  });

  it('shows my bye first, and no duel marked for a viewer outside the draw', () => {
    const { unmount } = renderWithProviders(<LeagueLiveDuels live={live(DUELS)} currentUserId="ann" />);
    expect(screen.getAllByTestId('live-duel')[0]).toHaveTextContent(/^Your duelann17Bye/);
    unmount();
    renderWithProviders(<LeagueLiveDuels live={live(DUELS)} currentUserId="zoe" />);
    expect(screen.queryByText('Your duel')).toBeNull();
    expect(screen.getAllByTestId('live-duel').map((d) => d.textContent?.slice(0, 3))).toEqual(['ann', 'ben', 'cat']);
  });

  it('names an account deleted since the draw a former member, also when he leads', () => {
    const duels: LiveDuel[] = [{ home: side('ben', 12, 0), away: side('gone', 30, 3, null), leaderId: 'gone' }];
    renderWithProviders(<LeagueLiveDuels live={live(duels)} currentUserId="ben" />);
    expect(screen.getByTestId('live-duel-outcome')).toHaveTextContent('Former member is ahead: 3–0 in league points if it ended now');
  });

  it('shows nothing in a classic league or before the first stage', () => {
    const { container, unmount } = renderWithProviders(<LeagueLiveDuels live={live(null)} currentUserId="ben" />);
    expect(container.querySelector('[data-testid="live-duels"]')).toBeNull();
    unmount();
    renderWithProviders(<LeagueLiveDuels live={live(DUELS, { event: liveHeader({ latestStage: null }) })} currentUserId="ben" />);
    expect(screen.queryByTestId('live-duels')).toBeNull();
  });
});
