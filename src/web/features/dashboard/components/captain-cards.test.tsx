import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardTeam, LastScoredEvent, ScoredDriver } from '@shared/api/players';
import { renderWithProviders } from '@web/test/render';
import { LastScoredCard } from './last-scored-card';
import { TeamCard } from './team-card';

const driver = (id: number, name: string) => ({ id, name, teamName: 'Toyota Gazoo Racing', points: 40, imageUrl: null });
const team = (captainId: number | null): DashboardTeam => ({
  id: 1,
  name: 'Gravel Gladiators',
  points: 120,
  budget: 10_000_000,
  spentBudget: 4_000_000,
  driverCount: 2,
  drivers: [driver(1, 'Elfyn Evans'), driver(2, 'Ott Tänak')],
  captainId,
});
const breakdown = { position: 25, finish: 2, stageWins: 0, powerStage: 0, supportCategory: 0, penalty: 0 };
const scored = (overrides: Partial<ScoredDriver>): ScoredDriver => ({
  driverId: 1,
  name: 'Elfyn Evans',
  status: 'finished',
  finishPosition: 1,
  stageWins: 0,
  powerStagePosition: null,
  points: 27,
  captain: false,
  captainBonus: 0,
  breakdown,
  ...overrides,
});

describe('the captain on the dashboard (game-rules §5.4)', () => {
  it('marks the captain in the team card', () => {
    renderWithProviders(<TeamCard team={team(2)} />);
    const rows = screen.getAllByTestId('dashboard-driver');
    expect(within(rows[1]!).getByTestId('captain-badge')).toHaveTextContent('Captain');
    expect(within(rows[0]!).queryByTestId('captain-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-no-captain')).not.toBeInTheDocument();
  });

  it('nudges towards the team page when no captain is named', () => {
    renderWithProviders(<TeamCard team={team(null)} />);
    const nudge = screen.getByTestId('dashboard-no-captain');
    expect(nudge).toHaveTextContent('No captain named for the next rally.');
    expect(within(nudge).getByRole('link', { name: 'Name a captain' })).toHaveAttribute('href', '/team');
  });

  it("explains the last rally's captain: his own points, and the armband's ×2 as its own line", () => {
    // Evans 27 as captain (+27), Tänak retired −5: team 49, the figure the engine stored.
    const event: LastScoredEvent = {
      eventId: 3,
      name: 'Rally Sweden',
      startDate: '2030-02-13T07:00:00.000Z',
      teamPoints: 49,
      predictionPoints: null,
      points: 49,
      drivers: [
        scored({ captain: true, captainBonus: 27 }),
        scored({ driverId: 2, name: 'Ott Tänak', status: 'retired', finishPosition: null, points: -5, breakdown: { ...breakdown, position: 0, finish: 0, penalty: -5 } }),
      ],
    };
    renderWithProviders(<LastScoredCard event={event} />);
    const rows = screen.getAllByTestId('scored-driver');
    expect(within(rows[0]!).getByTestId('captain-badge')).toHaveTextContent('Captain');
    expect(within(rows[0]!).getAllByTestId('captain-chip')[0]).toHaveTextContent('Captain ×2 +27');
    expect(within(rows[1]!).queryByTestId('captain-chip')).not.toBeInTheDocument();
  });
});
