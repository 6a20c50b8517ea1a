import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeaguePosition } from '@shared/api/players';
import { renderWithProviders } from '@web/test/render';
import { LeaguesCard } from './leagues-card';

const league = (overrides: Partial<LeaguePosition>): LeaguePosition => ({
  leagueId: 1,
  name: 'Gravel Club',
  position: 2,
  points: 135,
  memberCount: 6,
  format: 'classic',
  matchPoints: 0,
  ...overrides,
});

// game-rules §8.9: a head-to-head league ranks by league points, so the dashboard shows those, fantasy points under.
describe('LeaguesCard', () => {
  it('shows fantasy points for a classic league and league points for a head-to-head one', () => {
    renderWithProviders(
      <LeaguesCard leagues={[league({}), league({ leagueId: 2, name: 'Duel Club', position: 1, points: 61, format: 'head_to_head', matchPoints: 9 })]} />,
    );
    const [classic, h2h] = screen.getAllByTestId('dashboard-league');
    expect(classic).toHaveTextContent(/Gravel Club135 pts$/);
    expect(screen.getAllByTestId('dashboard-league-h2h')).toHaveLength(1);
    expect(h2h).toHaveTextContent(/Duel Club9 league ptsHead-to-head · 61 fantasy pts$/);
    expect(screen.getByTitle('9 league points')).toBeVisible();
  });
});
