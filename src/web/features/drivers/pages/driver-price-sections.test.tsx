import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DriverHistoryEntry, DriverPriceMove } from '@shared/api/championship';
import type { OwnershipResponse } from '@shared/api/ownership';
import { myTeamQueryOptions } from '@web/features/team';
import { championshipDriver } from '@web/test/data';
import { deferred, fakeApi } from '@web/test/fake-api';
import { fill, renderWithProviders } from '@web/test/render';
import { DriverDetailPage } from './driver-detail-page';

/**
 * The driver page's crowd and price sections (game-rules §9.11, §9.12): ownership, the price history's states
 * and the what-if preview. Every expected figure is worked out by hand from docs/game-rules.md.
 */
const DRIVER = championshipDriver(5, { name: 'Thierry Neuville', price: 2_000_000 });

const result = (eventId: number, eventName: string, fantasyPoints: number): DriverHistoryEntry => ({
  eventId,
  eventName,
  country: 'Monaco',
  season: 2026,
  round: eventId,
  startDate: `2026-0${eventId}-10T08:00:00.000Z`,
  status: 'finished',
  position: 4,
  time: null,
  points: 12,
  fantasyPoints,
  stageWins: 0,
});
/** Newest first, as the server sends it: 35 points, then −5. */
const HISTORY = [result(2, 'Rally Sweden', -5), result(1, 'Rallye Monte-Carlo', 35)];

const move = (eventId: number | null, eventName: string | null, price: number, change: number): DriverPriceMove => ({
  eventId,
  eventName,
  season: eventId === null ? null : 2026,
  round: eventId,
  date: eventId === null ? '2026-01-15T08:00:00.000Z' : `2026-0${eventId}-10T08:00:00.000Z`,
  price,
  change,
});
const PRICES = [
  move(null, null, 2_000_000, 0),
  move(1, 'Rallye Monte-Carlo', 2_500_000, 500_000),
  move(2, 'Rally Sweden', 2_000_000, -500_000),
  move(3, 'Croatia Rally', 2_000_000, 0),
];
const OWNERSHIP: OwnershipResponse = {
  countedAt: '2026-03-01T10:00:00.000Z',
  lastLock: { eventId: 2, eventName: 'Rally Sweden', startDate: '2026-02-12T08:00:00.000Z' },
  drivers: [{ driverId: 5, now: 75, atLock: 50 }],
};

// The page loads its price cards lazily after paint; transforming that module the first time can take longer
// than a query's wait on a busy machine, so it is loaded once before the tests (the page's own import then
// resolves at once, as it does in a browser that has it cached).
beforeAll(async () => {
  await import('../components/price-sections');
});

function render(routes: Record<string, unknown> = {}) {
  fakeApi({
    'GET /api/drivers/5': DRIVER,
    'GET /api/drivers/5/history': { history: HISTORY },
    'GET /api/drivers/5/prices': { prices: PRICES },
    'GET /api/market/ownership': OWNERSHIP,
    'GET /api/events': { events: [] },
    ...routes,
  });
  return renderWithProviders(<DriverDetailPage />, { route: '/drivers/5', path: '/drivers/:id', cache: [[myTeamQueryOptions.queryKey, null]] });
}

describe('the driver page: ownership (game-rules §9.11)', () => {
  it('shows the share of teams holding him now and at the last lock', async () => {
    render();
    const figures = await screen.findByTestId('driver-ownership');
    expect(figures).toHaveTextContent('Ownership');
    expect(figures).toHaveTextContent('Held by 75.0% of teams now');
    expect(figures).toHaveTextContent('50.0% at the lock of Rally Sweden');
  });

  it('says no rally has locked before the first start', async () => {
    render({ 'GET /api/market/ownership': { ...OWNERSHIP, lastLock: null, drivers: [{ driverId: 5, now: 33.3, atLock: null }] } });
    const figures = await screen.findByTestId('driver-ownership');
    expect(figures).toHaveTextContent('Held by 33.3% of teams now');
    expect(figures).toHaveTextContent('No rally has locked yet.');
  });
});

describe('the driver page: price history (game-rules §9.12)', () => {
  it('shows a skeleton while the moves load', async () => {
    const held = deferred<{ body: unknown }>();
    render({ 'GET /api/drivers/5/prices': () => held.promise });
    expect(await screen.findByTestId('price-history-loading')).toHaveTextContent('Loading the price history…');
    held.resolve({ body: { prices: PRICES } });
    expect(await screen.findByRole('table', { name: 'Price moves of Thierry Neuville, newest first' })).toBeVisible();
    expect(screen.queryByTestId('price-history-loading')).not.toBeInTheDocument();
  });

  it('says so when his price never moved', async () => {
    render({ 'GET /api/drivers/5/prices': { prices: [] } });
    expect(await screen.findByText('No price moves yet: his price first moves when a rally he drove is published.')).toBeVisible();
    expect(screen.queryByTestId('price-chart')).not.toBeInTheDocument();
  });

  it('lists every move, newest first, with the rally that caused it, beside the chart', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Price moves of Thierry Neuville, newest first' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Croatia Rally' + 'Mar 10, 2026', 'No change', '€2.0M'],
      ['Rally Sweden' + 'Feb 10, 2026', '-€0.5M(-20.0%)', '€2.0M'],
      ['Rallye Monte-Carlo' + 'Jan 10, 2026', '+€0.5M(+25.0%)', '€2.5M'],
      ['Opening price' + 'Jan 15, 2026', 'No change', '€2.0M'],
    ]);
    expect(within(table).getByRole('link', { name: 'Rally Sweden' })).toHaveAttribute('href', '/events/2?tab=results');
    // The chart is for the eye; the table is what assistive technology reads.
    expect(screen.getByTestId('price-chart')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('the driver page: what-if (game-rules §9.12, §9.1–§9.3)', () => {
  it('previews his price for the points typed, by the market formula', async () => {
    const { user } = render();
    const field = await screen.findByLabelText('Points in the next rally');
    // Expected = (35 − 5) / 2 = 15.
    expect(await screen.findByText('Expected: 15 points (the average of his published rallies).')).toBeVisible();
    const preview = screen.getByTestId('what-if-result');
    expect(preview).toHaveTextContent(/^$/);

    // (27 − 15) × €0.02M = 0.24 → +€0.2M: €2.0M → €2.2M.
    await fill(user, field, '27');
    expect(preview).toHaveTextContent('If he scores 27 points in the next rally, his price becomes €2.2M (+€0.2M).');
    // (40 − 15) × 0.02 = 0.5 → +€0.5M: €2.5M.
    await fill(user, field, '40');
    expect(preview).toHaveTextContent('If he scores 40 points in the next rally, his price becomes €2.5M (+€0.5M).');
    // (−5 − 15) × 0.02 = −0.4: €1.6M.
    await fill(user, field, '-5');
    expect(preview).toHaveTextContent('If he scores -5 points in the next rally, his price becomes €1.6M (-€0.4M).');
    // Exactly the expectation: no move.
    await fill(user, field, '15');
    expect(preview).toHaveTextContent('If he scores 15 points in the next rally, his price stays €2.0M.');
  });

  it('refuses what is not a whole number in range, and says why', async () => {
    const { user } = render();
    const field = await screen.findByLabelText('Points in the next rally');
    for (const text of ['2.5', 'abc', '101']) {
      await fill(user, field, text);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Enter a whole number of points from -100 to 100.');
      expect(screen.getByTestId('what-if-result')).toHaveTextContent(/^$/);
    }
  });
});
