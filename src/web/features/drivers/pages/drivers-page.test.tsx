import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DriverDto, TeamDto } from '@shared/api/championship';
import { championshipDriver, championshipTeam } from '@web/test/data';
import { fakeApi, type FakeReply } from '@web/test/fake-api';
import { fill, renderWithProviders } from '@web/test/render';
import { DriversPage } from './drivers-page';

const TEAMS: TeamDto[] = [
  championshipTeam(1, { name: 'Toyota Gazoo Racing' }),
  championshipTeam(2, { name: 'Hyundai Shell Mobis WRT' }),
];
const DRIVERS: DriverDto[] = [
  championshipDriver(1, { name: 'Kalle Rovanperä', coDriverName: 'Jonne Halttunen', teamId: 1, teamName: 'Toyota Gazoo Racing' }),
  championshipDriver(2, { name: 'Elfyn Evans', coDriverName: 'Scott Martin', teamId: 1, teamName: 'Toyota Gazoo Racing' }),
  championshipDriver(3, { name: 'Ott Tänak', coDriverName: 'Martin Järveoja', teamId: 2, teamName: 'Hyundai Shell Mobis WRT' }),
];

function renderDrivers(drivers: DriverDto[] | (() => FakeReply) = DRIVERS) {
  fakeApi({
    'GET /api/drivers': typeof drivers === 'function' ? drivers : { drivers },
    'GET /api/standings/drivers': { season: 2026, standings: [] },
    'GET /api/teams': { teams: TEAMS },
  });
  return renderWithProviders(<DriversPage />, { route: '/drivers' });
}

const cards = () => within(screen.getByRole('region', { name: 'All Drivers' })).queryAllByRole('listitem');
const cardNames = () => cards().map((c) => within(c).getAllByRole('link')[0]?.textContent);

describe('DriversPage', () => {
  it('filters the cards by driver, co-driver or team name and by the team dropdown, and says when none match', async () => {
    const { user } = renderDrivers();
    await screen.findByRole('region', { name: 'All Drivers' });
    await screen.findAllByRole('link', { name: 'Kalle Rovanperä' });
    expect(cards()).toHaveLength(3);
    const search = screen.getByPlaceholderText('Search by driver, co-driver or team');

    await user.type(search, 'TÄNAK');
    expect(cardNames()).toEqual(['Ott Tänak']);
    await fill(user, search, 'Scott Martin');
    expect(cardNames()).toEqual(['Elfyn Evans']);
    await fill(user, search, 'toyota gazoo');
    expect(cardNames()).toEqual(['Kalle Rovanperä', 'Elfyn Evans']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    const dropdown = screen.getByLabelText('Team');
    expect(dropdown.querySelector('option')).toHaveTextContent('All Teams');
    await user.selectOptions(dropdown, 'Hyundai Shell Mobis WRT');
    expect(cardNames()).toEqual(['Ott Tänak']);

    await fill(user, search, 'nobody drives like this');
    expect(screen.getByText('No drivers match your search criteria. Try adjusting your filters.')).toBeVisible();
  });

  it('says "No drivers available yet." when there are none', async () => {
    renderDrivers([]);
    expect(await screen.findByText('No drivers available yet.')).toBeVisible();
  });

  it('shows the error message with a way back when the drivers cannot be loaded', async () => {
    renderDrivers(() => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    expect(screen.getByText('Error loading drivers data')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
