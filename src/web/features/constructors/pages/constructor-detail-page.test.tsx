import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championshipTeam } from '@web/test/data';
import { fakeApi, type FakeReply } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { ConstructorDetailPage } from './constructor-detail-page';

const TEAM = championshipTeam(4, { name: 'M-Sport Ford WRT' });
const render = (route: string) => renderWithProviders(<ConstructorDetailPage />, { route, path: '/constructors/:id' });

describe('ConstructorDetailPage', () => {
  it('says so when the team has no drivers', async () => {
    fakeApi({
      'GET /api/teams/4': TEAM,
      'GET /api/drivers?teamId=4': { drivers: [] },
      'GET /api/teams/4/results': { results: [] },
    });
    render('/constructors/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'M-Sport Ford WRT' })).toBeVisible();
    expect(await screen.findByText('No drivers found for this team.')).toBeVisible();
  });

  it('"Constructor team not found" for an unknown id, the error screen on a failure, both linking back', async () => {
    fakeApi({
      'GET /api/teams/999999': (): FakeReply => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Team not found' } }),
      'GET /api/teams/4': (): FakeReply => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }),
    });
    const first = render('/constructors/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Constructor team not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Constructors' })).toHaveAttribute('href', '/constructors');
    first.unmount();

    render('/constructors/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    expect(screen.getByText('Error loading constructor details')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Constructors' })).toHaveAttribute('href', '/constructors');
  });
});
