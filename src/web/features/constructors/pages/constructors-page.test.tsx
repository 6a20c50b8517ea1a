import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championshipTeam } from '@web/test/data';
import { fakeApi, type FakeReply } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { ConstructorsPage } from './constructors-page';

describe('ConstructorsPage', () => {
  it('says there are no standings yet for the season, and "N/A" for each team\'s position', async () => {
    const teams = [1, 2, 3].map((id) => championshipTeam(id, { currentPosition: null }));
    fakeApi({ 'GET /api/standings/constructors': { season: 2026, standings: [] }, 'GET /api/teams': { teams } });
    renderWithProviders(<ConstructorsPage />, { route: '/constructors' });
    expect(await screen.findByText('No standings data available yet for 2026.')).toBeVisible();
    expect(await screen.findAllByText('N/A')).toHaveLength(3);
  });

  it('shows the error message with a way back when the teams cannot be loaded', async () => {
    fakeApi({
      'GET /api/standings/constructors': { season: 2026, standings: [] },
      'GET /api/teams': (): FakeReply => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }),
    });
    renderWithProviders(<ConstructorsPage />, { route: '/constructors' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    expect(screen.getByText('Error loading constructors data')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  });
});
