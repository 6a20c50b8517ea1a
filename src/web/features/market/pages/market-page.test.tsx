import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FantasyTeam } from '@shared/api/fantasy';
import type { MarketDriver } from '@shared/api/market';
import type { OwnershipResponse } from '@shared/api/ownership';
import { nextEventQueryOptions } from '@web/lib/api/next-event';
import { myTeamQueryOptions } from '@web/features/team';
import { FANTASY_MESSAGES } from '@shared/messages';
import { fantasyTeam, marketDriver, teamDriver } from '@web/test/data';
import { deferred, fakeApi, type FakeReply } from '@web/test/fake-api';
import { advance, fill, renderWithProviders, startFakeClock } from '@web/test/render';
import { marketTrendsQueryOptions } from '../api/market-api';
import { MarketPage } from './market-page';

const DRIVERS: MarketDriver[] = [
  marketDriver(1, { name: 'Kalle Rovanperä', points: 90, price: 2_500_000 }),
  marketDriver(2, { name: 'Ott Tänak', points: 70, price: 3_100_000, teamName: 'Hyundai Shell Mobis WRT' }),
  marketDriver(3, { name: 'Elfyn Evans', points: 60, price: 1_800_000 }),
  marketDriver(4, { name: 'Adrien Fourmaux', points: 20, price: 2_000_000, teamName: 'Hyundai Shell Mobis WRT' }),
];

/** The market page on a fake server answering the driver list (read on every visit) and the given extras. */
function renderMarket(team: FantasyTeam | null, drivers: MarketDriver[] = DRIVERS, routes: Record<string, unknown> = {}) {
  const api = fakeApi({ 'GET /api/market/drivers': { drivers }, ...routes });
  const view = renderWithProviders(<MarketPage />, {
    route: '/market',
    cache: [
      [myTeamQueryOptions.queryKey, team],
      [marketTrendsQueryOptions.queryKey, []],
      [nextEventQueryOptions.queryKey, null],
    ],
  });
  return { ...view, api };
}

const table = () => screen.getByRole('table', { name: 'Available Drivers' });
const rowOf = (name: string) => within(table()).getByRole('link', { name }).closest('tr') as HTMLElement;
const addButton = (name: string) => within(rowOf(name)).getByRole('button');
const shownNames = () => within(table()).getAllByRole('link').map((a) => a.textContent);
const header = (name: 'Price' | 'Points' | 'Owned') => within(table()).getByRole('columnheader', { name: new RegExp(name) });
const sortBy = (name: 'Price' | 'Points' | 'Owned') => within(header(name)).getByRole('button', { name });

/** Ownership as the server counts it (game-rules §9.11); the figures are the test's own. */
const OWNERSHIP: OwnershipResponse = {
  countedAt: '2026-03-01T10:00:00.000Z',
  lastLock: { eventId: 3, eventName: 'Rally Sweden', startDate: '2026-02-12T08:00:00.000Z' },
  drivers: [
    { driverId: 2, now: 75, atLock: 50 },
    { driverId: 4, now: 33.3, atLock: 40 },
    { driverId: 1, now: 12.5, atLock: 20 },
    { driverId: 3, now: 3.3, atLock: 0 },
  ],
};


describe('MarketPage', () => {
  it('without a team says "No team found", links to Create Your Team, and every Add is disabled', async () => {
    const { user, api } = renderMarket(null);
    expect(await screen.findByText('No team found')).toBeVisible();
    expect(screen.getByText('You need to create a fantasy team before you can purchase drivers.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Your Team' })).toHaveAttribute('href', '/team');
    await screen.findByRole('link', { name: 'Kalle Rovanperä' });
    for (const driver of DRIVERS) {
      const button = addButton(driver.name);
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Create a team first');
    }
    await user.click(addButton('Elfyn Evans'));
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('disables Add for a driver dearer than the remaining budget and keeps it for one within it', async () => {
    // €10M − €7.9M spent = €2.1M left: Evans (€1.8M) and Fourmaux (€2.0M) fit, Rovanperä and Tänak do not.
    const team = fantasyTeam({ drivers: [teamDriver(9, { purchasePrice: 7_900_000, price: 7_900_000 })] });
    renderMarket(team);
    await screen.findByRole('link', { name: 'Kalle Rovanperä' });
    expect(screen.getByTestId('available-budget')).toHaveTextContent('€2.1M');
    expect(screen.queryByText('No team found')).not.toBeInTheDocument();
    for (const name of ['Kalle Rovanperä', 'Ott Tänak']) {
      expect(addButton(name)).toHaveAttribute('aria-disabled', 'true');
      expect(addButton(name)).toHaveAccessibleDescription('Not enough budget');
    }
    for (const name of ['Elfyn Evans', 'Adrien Fourmaux']) {
      expect(addButton(name)).not.toHaveAttribute('aria-disabled');
      expect(addButton(name)).toHaveAccessibleName(new RegExp(`^Add: ${name}, €`));
    }
  });

  it('with five drivers every Add reads "Team full" and is disabled, under a 5/5 Full counter', async () => {
    const team = fantasyTeam({
      drivers: [5, 6, 7, 8, 9].map((id) => teamDriver(id, { purchasePrice: 1_000_000 })),
    });
    renderMarket(team);
    await screen.findByRole('link', { name: 'Kalle Rovanperä' });
    const slots = screen.getByTestId('team-slots');
    expect(slots).toHaveTextContent('5/5');
    expect(slots).toHaveTextContent('Full');
    for (const driver of DRIVERS) {
      const button = addButton(driver.name);
      expect(button).toHaveTextContent('Team full');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Your team is full (5 drivers): remove one on My Team to make room');
    }
  });

  it('Price and Points sort buttons cycle desc → asc → off and clear each other', async () => {
    const { user } = renderMarket(fantasyTeam());
    await screen.findByRole('link', { name: 'Kalle Rovanperä' });
    const serverOrder = ['Kalle Rovanperä', 'Ott Tänak', 'Elfyn Evans', 'Adrien Fourmaux'];
    expect(shownNames()).toEqual(serverOrder);
    expect(header('Price')).toHaveAttribute('aria-sort', 'none');

    await user.click(sortBy('Price'));
    expect(header('Price')).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()).toEqual(['Ott Tänak', 'Kalle Rovanperä', 'Adrien Fourmaux', 'Elfyn Evans']);
    await user.click(sortBy('Price'));
    expect(header('Price')).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual(['Elfyn Evans', 'Adrien Fourmaux', 'Kalle Rovanperä', 'Ott Tänak']);
    await user.click(sortBy('Price'));
    expect(header('Price')).toHaveAttribute('aria-sort', 'none');
    expect(shownNames()).toEqual(serverOrder);

    // Points starts at desc and turns Price off; Price turned on again clears Points.
    await user.click(sortBy('Price'));
    await user.click(sortBy('Points'));
    expect(header('Points')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Price')).toHaveAttribute('aria-sort', 'none');
    expect(shownNames()).toEqual(serverOrder);
    await user.click(sortBy('Points'));
    expect(header('Points')).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual([...serverOrder].reverse());
    await user.click(sortBy('Price'));
    expect(header('Price')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Points')).toHaveAttribute('aria-sort', 'none');

    await user.click(sortBy('Points'));
    await user.click(sortBy('Points'));
    await user.click(sortBy('Points'));
    expect(header('Points')).toHaveAttribute('aria-sort', 'none');
    expect(header('Price')).toHaveAttribute('aria-sort', 'none');
    expect(shownNames()).toEqual(serverOrder);
  });

  it('shows ownership now and at the last lock, and sorts by it desc → asc → off, clearing Price (game-rules §9.11)', async () => {
    const { user } = renderMarket(fantasyTeam(), DRIVERS, { 'GET /api/market/ownership': OWNERSHIP });
    await screen.findByRole('link', { name: 'Kalle Rovanperä' });
    const owned = (name: string) => within(rowOf(name)).getByTestId('owned');
    await within(table()).findByText('75.0%');
    expect(owned('Ott Tänak')).toHaveTextContent('75.0%50.0% at lock');
    expect(owned('Elfyn Evans')).toHaveTextContent('3.3%0.0% at lock');
    expect(screen.getByTestId('ownership-note')).toHaveTextContent(
      'Owned: the share of teams (with at least one driver) holding him now, counted every minute; below it, the share when Rally Sweden locked.',
    );

    await user.click(sortBy('Price'));
    await user.click(sortBy('Owned'));
    expect(header('Owned')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Price')).toHaveAttribute('aria-sort', 'none');
    expect(shownNames()).toEqual(['Ott Tänak', 'Adrien Fourmaux', 'Kalle Rovanperä', 'Elfyn Evans']);
    await user.click(sortBy('Owned'));
    expect(header('Owned')).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual(['Elfyn Evans', 'Kalle Rovanperä', 'Adrien Fourmaux', 'Ott Tänak']);
    await user.click(sortBy('Owned'));
    expect(header('Owned')).toHaveAttribute('aria-sort', 'none');
    expect(shownNames()).toEqual(['Kalle Rovanperä', 'Ott Tänak', 'Elfyn Evans', 'Adrien Fourmaux']);
  });

  it('before any lock shows ownership now only; a failed ownership read leaves the market usable', async () => {
    const first = renderMarket(fantasyTeam(), DRIVERS, {
      'GET /api/market/ownership': { ...OWNERSHIP, lastLock: null, drivers: OWNERSHIP.drivers.map((d) => ({ ...d, atLock: null })) },
    });
    await within(table()).findByText('75.0%');
    expect(within(rowOf('Ott Tänak')).getByTestId('owned')).toHaveTextContent(/^75\.0%$/);
    expect(screen.getByTestId('ownership-note')).toHaveTextContent(
      'Owned: the share of teams (with at least one driver) holding him now, counted every minute.',
    );
    first.unmount();

    renderMarket(fantasyTeam(), DRIVERS, {
      'GET /api/market/ownership': (): FakeReply => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }),
    });
    expect(await screen.findByText('Ownership could not be loaded.')).toBeVisible();
    expect(within(rowOf('Ott Tänak')).getByTestId('owned')).toHaveTextContent('—');
    expect(screen.queryByText('There was an error')).not.toBeInTheDocument();
    expect(addButton('Elfyn Evans')).not.toHaveAttribute('aria-disabled');
  });

  it('a search that matches nobody shows the empty text instead of the table', async () => {
    const { user } = renderMarket(fantasyTeam());
    await screen.findByRole('link', { name: 'Kalle Rovanperä' });
    await fill(user, screen.getByPlaceholderText('Search drivers by name or team'), 'zzzz-no-such-driver');
    expect(screen.getByText('No drivers match your search criteria. Try adjusting your filters.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Available Drivers' })).not.toBeInTheDocument();
  });

  it('a purchase reads "Adding..." (inert) until the answer, "Added!" for 3 s, then the row leaves the list', async () => {
    startFakeClock();
    const evans = DRIVERS[2]!;
    const answer = deferred<FakeReply>();
    const { user, api } = renderMarket(fantasyTeam(), DRIVERS, { 'POST /api/fantasy/team/drivers': () => answer.promise });
    await advance();
    await user.click(addButton(evans.name));
    expect(addButton(evans.name)).toHaveTextContent('Adding...');
    expect(addButton(evans.name)).toHaveAttribute('aria-disabled', 'true');
    await user.click(addButton(evans.name));
    expect(api.bodies('POST /api/fantasy/team/drivers')).toEqual([{ driverId: evans.id, warnShortfall: true }]);

    answer.resolve({
      status: 201,
      body: { team: fantasyTeam({ drivers: [teamDriver(evans.id, { purchasePrice: evans.price, price: evans.price })] }) },
    });
    await advance();
    expect(addButton(evans.name)).toHaveTextContent('Added!');
    expect(screen.getByTestId('available-budget')).toHaveTextContent('€8.2M');
    await advance(2_900);
    expect(addButton(evans.name)).toHaveTextContent('Added!');
    await advance(100);
    expect(within(table()).queryByRole('link', { name: evans.name })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('a refused purchase reads "Failed" with the reason under its row, and Add comes back after 3 s', async () => {
    startFakeClock();
    const tanak = DRIVERS[1]!;
    const { user } = renderMarket(fantasyTeam(), DRIVERS, {
      'POST /api/fantasy/team/drivers': (): FakeReply => ({
        status: 409,
        body: { code: 'CONFLICT', message: 'Your team already has the maximum number of drivers (5)' },
      }),
    });
    await advance();
    await user.click(addButton(tanak.name));
    await advance();
    expect(addButton(tanak.name)).toHaveTextContent('Failed');
    expect(screen.getByTestId('purchase-error-row')).toHaveTextContent(
      'Ott Tänak was not added: Your team already has the maximum number of drivers (5)',
    );
    await advance(3_000);
    expect(addButton(tanak.name)).toHaveTextContent('Add');
    expect(addButton(tanak.name)).not.toHaveAttribute('aria-disabled');
  });

  it('a failed load shows "There was an error" with the message', async () => {
    fakeApi({
      'GET /api/market/drivers': { drivers: DRIVERS },
      'GET /api/market/trends': (): FakeReply => ({ status: 500, body: { code: 'INTERNAL', message: 'Service down' } }),
    });
    renderWithProviders(<MarketPage />, {
      route: '/market',
      cache: [
        [myTeamQueryOptions.queryKey, fantasyTeam()],
        [nextEventQueryOptions.queryKey, null],
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error');
    expect(alert).toHaveTextContent('Service down');
  });

  it('asks before a purchase that strands the free seats (game-rules §16.2), and buys only once confirmed', async () => {
    const tanak = DRIVERS[1]!;
    let asked = 0;
    const { user, api } = renderMarket(fantasyTeam(), DRIVERS, {
      'POST /api/fantasy/team/drivers': ({ body }: { body: unknown }): FakeReply => {
        if ((body as { warnShortfall?: boolean }).warnShortfall) {
          asked += 1;
          return { status: 409, body: { code: 'CONFLICT', message: FANTASY_MESSAGES.budgetTrap, messageCode: 'fantasy.budgetTrap' } };
        }
        return { status: 201, body: { team: fantasyTeam({ drivers: [teamDriver(tanak.id, { purchasePrice: tanak.price, price: tanak.price })] }) } };
      },
    });
    await screen.findByRole('link', { name: tanak.name });
    await user.click(addButton(tanak.name));
    const dialog = await screen.findByRole('dialog', { name: 'This purchase leaves your team short' });
    expect(dialog).toHaveTextContent('After buying Ott Tänak for €3.1M, your budget would not cover the cheapest drivers');
    // Keeping the budget buys nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my budget' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(addButton(tanak.name)).toHaveTextContent('Add');
    await user.click(addButton(tanak.name));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Buy Ott Tänak anyway' }));
    expect(await within(rowOf(tanak.name)).findByRole('button', { name: 'Added!' })).toBeVisible();
    expect(asked).toBe(2);
    expect(api.bodies('POST /api/fantasy/team/drivers')).toEqual([
      { driverId: tanak.id, warnShortfall: true },
      { driverId: tanak.id, warnShortfall: true },
      { driverId: tanak.id },
    ]);
  });

  it('marks a driver not entered in the next rally once its entry list is published (game-rules §16.1)', async () => {
    renderMarket(fantasyTeam(), DRIVERS, {
      'GET /api/events/next/entries': {
        event: { id: 7, name: 'Rally Japan', round: 14, startDate: '2030-11-06T00:00:00.000Z' },
        entries: [1, 2, 4].map((driverId) => ({ driverId, carNumber: driverId })),
      },
    });
    await screen.findByRole('link', { name: 'Elfyn Evans' });
    expect(await within(rowOf('Elfyn Evans')).findByText('Not entered in Rally Japan')).toBeVisible();
    expect(within(rowOf('Ott Tänak')).queryByText(/Not entered/)).not.toBeInTheDocument();
  });
});
