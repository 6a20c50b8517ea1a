import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myTeamQueryOptions } from '@web/features/team';
import { championshipDriver } from '@web/test/data';
import { fakeApi, type FakeReply } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { DriverDetailPage } from './driver-detail-page';

const DRIVER = championshipDriver(5, { name: 'Thierry Neuville', teamName: 'Hyundai Shell Mobis WRT', teamId: 2 });
const render = (route: string) =>
  renderWithProviders(<DriverDetailPage />, { route, path: '/drivers/:id', cache: [[myTeamQueryOptions.queryKey, null]] });

describe('DriverDetailPage', () => {
  it('says there is no recent performance for a driver without results', async () => {
    fakeApi({
      'GET /api/drivers/5': DRIVER,
      'GET /api/drivers/5/history': { history: [] },
      'GET /api/events': { events: [] },
    });
    render('/drivers/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thierry Neuville' })).toBeVisible();
    expect(await screen.findByText('No recent performance data available.')).toBeVisible();
  });

  it('"Driver not found" for an unknown id, the error screen on a failure, both linking back', async () => {
    fakeApi({
      'GET /api/drivers/999999': (): FakeReply => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Driver not found' } }),
      'GET /api/drivers/5': (): FakeReply => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }),
      'GET /api/events': { events: [] },
    });
    const first = render('/drivers/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Driver not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Drivers' })).toHaveAttribute('href', '/drivers');
    first.unmount();

    render('/drivers/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    expect(screen.getByText('Error loading driver details')).toBeVisible();
  });
});
