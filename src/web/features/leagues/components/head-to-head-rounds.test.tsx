import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureRound, LeagueFixturesResponse } from '@shared/api/leagues';
import { renderWithProviders } from '@web/test/render';
import { HeadToHeadRounds, NextOpponent } from './head-to-head-rounds';

const side = (userId: string, points: number | null, username: string | null = userId) => ({ userId, username, points });
const round = (eventId: number, status: FixtureRound['status'], fixtures: FixtureRound['fixtures']): FixtureRound => ({
  eventId,
  eventName: `Rally ${eventId}`,
  startDate: `2033-03-0${eventId}T07:00:00.000Z`,
  status,
  fixtures,
});
const data = (rounds: FixtureRound[]): LeagueFixturesResponse => ({ format: 'head_to_head', rounds, records: [], next: null });

// game-rules §8.9: the round view shows each round's fixtures with both scores, a bye, and steps between rounds.
describe('HeadToHeadRounds', () => {
  const rounds = [
    round(1, 'scored', [{ home: side('ann', 27), away: null }, { home: side('ben', 20), away: side('eve', 14) }, { home: side('cat', 17), away: side('dan', 17) }]),
    round(2, 'locked', [{ home: side('ann', null), away: side('eve', null, null) }]),
    round(3, 'upcoming', [{ home: side('ann', null), away: side('ben', null) }]),
  ];

  it('opens on the latest round under way and steps back to a scored one with both scores and the bye', async () => {
    const { user } = renderWithProviders(<HeadToHeadRounds data={data(rounds)} currentUserId="ann" />);
    const view = screen.getByTestId('h2h-round');
    expect(within(view).getByRole('heading', { name: 'Round 2 of 3: Rally 2' })).toBeVisible();
    expect(within(view).getByText('Under way')).toBeVisible();
    // An account deleted since is a former member; no scores before the results.
    expect(within(view).getByText('Former member')).toBeVisible();
    expect(within(view).getAllByTestId('h2h-fixture')[0]).toHaveTextContent(/^annvsFormer member$/);

    await user.click(within(view).getByRole('button', { name: 'Previous round' }));
    expect(within(view).getByRole('heading', { name: 'Round 1 of 3: Rally 1' })).toBeVisible();
    expect(within(view).getByText('Scored')).toBeVisible();
    expect(within(view).getByRole('button', { name: 'Previous round' })).toBeDisabled();
    const fixtures = within(view).getAllByTestId('h2h-fixture');
    expect(fixtures.map((f) => f.textContent)).toEqual(['ann27Bye', 'ben20vseve14', 'cat17vsdan17']);

    await user.click(within(view).getByRole('button', { name: 'Next round' }));
    await user.click(within(view).getByRole('button', { name: 'Next round' }));
    expect(within(view).getByRole('heading', { name: 'Round 3 of 3: Rally 3' })).toBeVisible();
    expect(within(view).getByText('Upcoming')).toBeVisible();
    expect(within(view).getByRole('button', { name: 'Next round' })).toBeDisabled();
  });

  it('opens on the upcoming round before the first lock, and says when nothing is drawn', () => {
    const { unmount } = renderWithProviders(<HeadToHeadRounds data={data([rounds[2]!])} currentUserId="ann" />);
    expect(screen.getByRole('heading', { name: 'Round 1 of 1: Rally 3' })).toBeVisible();
    unmount();
    renderWithProviders(<HeadToHeadRounds data={data([])} currentUserId="ann" />);
    expect(screen.getByText("The fixtures are drawn when the league's first rally starts.")).toBeVisible();
  });
});

describe('NextOpponent', () => {
  it('names my next opponent, or my bye, before the lock', () => {
    const next = { eventId: 3, eventName: 'Rally Sweden', startDate: '2033-03-29T07:00:00.000Z' };
    const { unmount } = renderWithProviders(<NextOpponent next={{ ...next, opponent: side('ben', null) }} />);
    expect(screen.getByTestId('next-opponent')).toHaveTextContent('You meet ben in Rally Sweden.');
    expect(screen.getByText(/a member who joins before then changes it/)).toBeVisible();
    unmount();
    renderWithProviders(<NextOpponent next={{ ...next, opponent: null }} />);
    expect(screen.getByTestId('next-opponent')).toHaveTextContent('You have a bye in Rally Sweden.');
  });
});
