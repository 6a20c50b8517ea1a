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

  it('shows the sample behind the odds and no percentage from fewer than three starts (issue 30, part 13)', async () => {
    const start = { eventId: 1, eventName: 'Rally Sweden', country: 'Sweden', season: 2026, round: 2, startDate: '2026-02-12T08:00:00.000Z', time: null, points: 25, fantasyPoints: 30, stageWins: 1 };
    fakeApi({
      'GET /api/drivers/5': { ...DRIVER, nextEventOdds: 1 },
      'GET /api/drivers/5/history': { history: [{ ...start, status: 'finished', position: 1 }] },
      'GET /api/events': { events: [] },
    });
    render('/drivers/5');
    await screen.findByRole('heading', { level: 1, name: 'Thierry Neuville' });
    // The history comes after the driver (one request after the other).
    await screen.findByText('Rally Sweden');
    expect(await screen.findByTestId('odds-too-few')).toHaveTextContent('Podium chance: too few starts for a percentage (on the podium in 1 of 1 start).');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByTestId('odds-sample')).toHaveTextContent('On the podium in 1 of 1 start');
  });
});
