import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { StatsStrip } from './stats-strip';

const STATS = { managers: null, events: 14, stages: 287, kilometres: 4_312, drivers: 14, countries: 13 };

describe('StatsStrip', () => {
  it("shows the season's real figures, and no managers figure while the server keeps it back", async () => {
    fakeApi({ 'GET /api/site/stats': STATS });
    renderWithProviders(<StatsStrip />);
    await waitFor(() => expect(screen.getByTestId('stat-events')).toHaveTextContent(/^14$/));
    expect(screen.getByTestId('stat-stages')).toHaveTextContent(/^287$/);
    expect(screen.getByTestId('stat-kilometres')).toHaveTextContent(/^4,312$/);
    expect(screen.getByTestId('stat-drivers')).toHaveTextContent(/^14$/);
    expect(screen.getByTestId('stat-countries')).toHaveTextContent(/^13$/);
    expect(screen.queryByTestId('stat-managers')).not.toBeInTheDocument();
  });

  it('is left out when the figures cannot be loaded, never filled with invented numbers', async () => {
    fakeApi({
      'GET /api/site/stats': (): FakeReply => ({ status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } }),
    });
    renderWithProviders(<StatsStrip />);
    // The places are held while the figures load, then the whole strip goes.
    expect(screen.getByRole('region', { name: 'Rally Fantasy in numbers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rally Fantasy in numbers' })).not.toBeInTheDocument());
    expect(screen.queryByTestId('stat-events')).not.toBeInTheDocument();
  });
});
