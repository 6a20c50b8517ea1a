import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('shows the mission, four values, four people, the 2023–2025 timeline and the stats strip', async () => {
    fakeApi({ 'GET /api/site/stats': { managers: null, events: 14, stages: 287, kilometres: 4_312, drivers: 14, countries: 13 } });
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Rally Fantasy' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Our Values' })).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'The Team' })).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const timeline = screen.getByRole('region', { name: 'Our Journey' });
    expect(within(timeline).getAllByText(/^20(23|24|25)$/).map((y) => y.textContent)).toEqual(['2023', '2024', '2025']);
    await waitFor(() => expect(screen.getByTestId('stat-events')).toHaveTextContent(/^14$/));
  });
});
