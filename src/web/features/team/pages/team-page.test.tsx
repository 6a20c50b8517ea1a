import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FantasyTeam } from '@shared/api/fantasy';
import type { BadgeEvent } from '@shared/api/public-site';
import { FANTASY_MESSAGES } from '@shared/messages';
import { liveStatusQueryOptions } from '@web/lib/api/live-status';
import { nextEventQueryOptions } from '@web/lib/api/next-event';
import { fantasyTeam, marketDriver, teamDriver } from '@web/test/data';
import { deferred, fakeApi, type FakeReply } from '@web/test/fake-api';
import { fill, renderWithProviders } from '@web/test/render';
import { myTeamQueryOptions, myTransfersQueryOptions } from '../api/team-api';
import { TeamPage } from './team-page';

function renderTeam(team: FantasyTeam | null, nextEvent: BadgeEvent | null = null) {
  return renderWithProviders(<TeamPage />, {
    route: '/team',
    cache: [
      [myTeamQueryOptions.queryKey, team],
      [myTransfersQueryOptions.queryKey, []],
      [nextEventQueryOptions.queryKey, nextEvent],
      [liveStatusQueryOptions.queryKey, []],
    ],
  });
}

const RALLY_JAPAN: BadgeEvent = {
  id: 7,
  name: 'Rally Japan',
  country: 'Japan',
  location: null,
  startDate: '2030-11-06T00:00:00.000Z',
  endDate: '2030-11-09T00:00:00.000Z',
  status: 'upcoming',
};

describe('TeamPage', () => {
  it('with five drivers shows 5 / 5 and "Team full", says why, and offers no Add Drivers', () => {
    renderTeam(fantasyTeam({ drivers: [1, 2, 3, 4, 5].map((id) => teamDriver(id)) }));
    expect(screen.getByTestId('team-slots')).toHaveTextContent(/5 \/ 5/);
    expect(screen.getByTestId('team-full')).toHaveTextContent('Team full');
    expect(screen.queryByRole('link', { name: 'Add Drivers' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Market' })).toHaveAttribute('href', '/market');
    expect(screen.getByText('All 5 seats are taken: remove a driver to make room for another.')).toBeVisible();
  });

  it('with room left offers Add Drivers and no "Team full"', () => {
    renderTeam(fantasyTeam({ drivers: [teamDriver(1)] }));
    expect(screen.getByTestId('team-slots')).toHaveTextContent(/1 \/ 5/);
    expect(screen.getByRole('link', { name: 'Add Drivers' })).toHaveAttribute('href', '/market');
    expect(screen.queryByTestId('team-full')).not.toBeInTheDocument();
  });

  it('without a team, Create Team stays disabled for a blank name and sends the name trimmed', async () => {
    const answer = deferred<FakeReply>();
    const api = fakeApi({ 'POST /api/fantasy/team': () => answer.promise });
    const { user } = renderTeam(null);
    await user.click(screen.getByRole('button', { name: 'Create Your Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Your Team' });
    const submit = within(dialog).getByRole('button', { name: 'Create Team' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Team name'), '   ');
    expect(submit).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('Team name'), 'Gravel Gladiators  ');
    await user.click(submit);
    expect(api.bodies('POST /api/fantasy/team')).toEqual([{ name: 'Gravel Gladiators' }]);
  });

  it('after a team is created, focus lands on the page title, which stays the same element as the page turns', async () => {
    fakeApi({ 'POST /api/fantasy/team': { team: fantasyTeam({ name: 'Gravel Gladiators', drivers: [] }) } });
    const { user } = renderTeam(null);
    const title = screen.getByRole('heading', { level: 1, name: 'My Team' });
    await user.click(screen.getByRole('button', { name: 'Create Your Team' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Your Team' });
    await fill(user, within(dialog).getByLabelText('Team name'), 'Gravel Gladiators');
    await user.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Gravel Gladiators')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'My Team' })).toBe(title);
  });

  it('a failed transfer list shows "There was an error" in its card, never "No transfer history available."', async () => {
    fakeApi({
      'GET /api/fantasy/team/transfers': (): FakeReply => ({ status: 500, body: { code: 'INTERNAL', message: 'Service down' } }),
    });
    renderWithProviders(<TeamPage />, {
      route: '/team',
      cache: [
        [myTeamQueryOptions.queryKey, fantasyTeam()],
        [nextEventQueryOptions.queryKey, null],
        [liveStatusQueryOptions.queryKey, []],
      ],
    });
    const history = screen.getByRole('region', { name: 'Transfer History' });
    const alert = await within(history).findByRole('alert');
    expect(alert).toHaveTextContent('There was an error');
    expect(alert).toHaveTextContent('Service down');
    expect(within(history).queryByText('No transfer history available.')).not.toBeInTheDocument();
  });

  it('a failed team read shows "There was an error" with the message', async () => {
    fakeApi({ 'GET /api/fantasy/team': (): FakeReply => ({ status: 500, body: { code: 'INTERNAL', message: 'Service down' } }) });
    renderWithProviders(<TeamPage />, { route: '/team', cache: [[nextEventQueryOptions.queryKey, null], [liveStatusQueryOptions.queryKey, []]] });
    expect(await screen.findByRole('heading', { name: 'There was an error' })).toBeVisible();
    expect(screen.getByText('Service down')).toBeVisible();
  });

  it('warns when the lineup holds a driver not entered in the next rally, naming him (game-rules §16.1)', async () => {
    fakeApi({
      'GET /api/market/drivers': { drivers: [] },
      'GET /api/events/next/entries': {
        event: { id: 7, name: 'Rally Japan', round: 14, startDate: '2030-11-06T00:00:00.000Z' },
        entries: [{ driverId: 1, carNumber: 17 }],
      },
    });
    renderTeam(fantasyTeam({ drivers: [teamDriver(1, { name: 'Elfyn Evans' }), teamDriver(2, { name: 'Ott Tänak' })] }));
    const warning = await screen.findByTestId('lineup-entry-warning');
    expect(warning).toHaveTextContent('Ott Tänak would score 0 there.');
    expect(screen.getByText('A driver in your team is not entered in Rally Japan')).toBeVisible();
    expect(within(warning).getByRole('link', { name: 'See the entry list' })).toHaveAttribute('href', '/events/7?tab=entries');
  });

  it('names the cheapest driver the team can still add, and warns when the budget no longer covers the free seats (game-rules §16.2)', async () => {
    fakeApi({
      'GET /api/market/drivers': {
        drivers: [marketDriver(8, { name: 'Sami Pajari', price: 1_200_000 }), ...[9, 10, 11, 12].map((id) => marketDriver(id, { price: 1_500_000 }))],
      },
      'GET /api/events/next/entries': { event: null, entries: [] },
    });
    const roomy = renderTeam(fantasyTeam({ drivers: [teamDriver(1, { purchasePrice: 4_000_000 })] }));
    expect(await screen.findByTestId('cheapest-driver')).toHaveTextContent('Cheapest driver you can still add: Sami Pajari €1.2M · €6.0M left for 4 free seats');
    roomy.unmount();

    renderTeam(fantasyTeam({ drivers: [1, 2, 3, 4].map((id) => teamDriver(id)), spentBudget: 9_000_000 }));
    expect(await screen.findByTestId('budget-short')).toHaveTextContent('You have €1.0M left; the cheapest driver costs €1.2M.');
  });

  describe('the captain (game-rules §5.4)', () => {
    const quiet = { 'GET /api/market/drivers': { drivers: [] }, 'GET /api/events/next/entries': { event: null, entries: [] } };
    const evans = teamDriver(1, { name: 'Elfyn Evans' });
    const tanak = teamDriver(2, { name: 'Ott Tänak' });

    it('nudges when none is named before the lock, and names one with the C toggle', async () => {
      const api = fakeApi({ ...quiet, 'PUT /api/fantasy/team/captain': { team: fantasyTeam({ drivers: [evans, tanak], captainId: 2 }) } });
      const { user } = renderTeam(fantasyTeam({ drivers: [evans, tanak] }), RALLY_JAPAN);
      const notice = screen.getByTestId('captain-notice');
      expect(notice).toHaveAttribute('data-state', 'none');
      expect(notice).toHaveTextContent('No captain yet. Press C beside one of your drivers: his points at Rally Japan count ×2, negative ones too.');
      const toggle = screen.getByRole('button', { name: 'Captain: Ott Tänak' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('button', { name: 'Captain: Elfyn Evans' })).toHaveAttribute('aria-pressed', 'false');

      await user.click(toggle);
      expect(api.bodies('PUT /api/fantasy/team/captain')).toEqual([{ driverId: 2 }]);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Captain: Ott Tänak' })).toHaveAttribute('aria-pressed', 'true'));
      expect(screen.getByRole('button', { name: 'Captain: Elfyn Evans' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByTestId('captain-notice')).toHaveTextContent('Ott Tänak is your captain: his points count ×2 at the next lock, negative ones too.');
    });

    it("clears the captain when his pressed toggle is pressed again", async () => {
      const api = fakeApi({ ...quiet, 'DELETE /api/fantasy/team/captain': { team: fantasyTeam({ drivers: [evans, tanak], captainId: null }) } });
      const { user } = renderTeam(fantasyTeam({ drivers: [evans, tanak], captainId: 1 }), RALLY_JAPAN);
      expect(screen.getByTestId('captain-notice')).toHaveAttribute('data-state', 'named');
      await user.click(screen.getByRole('button', { name: 'Captain: Elfyn Evans', pressed: true }));
      expect(api.calls).toContain('DELETE /api/fantasy/team/captain');
      await waitFor(() => expect(screen.getByTestId('captain-notice')).toHaveAttribute('data-state', 'none'));
    });

    it('is locked while the rally runs: the toggles are disabled and the notice says until when', () => {
      fakeApi(quiet);
      renderTeam(fantasyTeam({ drivers: [evans, tanak], captainId: 1 }), { ...RALLY_JAPAN, status: 'active' });
      expect(screen.getByTestId('captain-notice')).toHaveTextContent(
        'Captain locked: it stays as it was at the start of Rally Japan until its results are published.',
      );
      for (const name of ['Captain: Elfyn Evans', 'Captain: Ott Tänak']) expect(screen.getByRole('button', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Captain: Elfyn Evans' })).toHaveAttribute('aria-pressed', 'true');
    });

    it("shows the server's refusal in the drivers card and keeps the toggle as it was", async () => {
      fakeApi({
        ...quiet,
        'PUT /api/fantasy/team/captain': (): FakeReply => ({ status: 409, body: { code: 'CONFLICT', message: FANTASY_MESSAGES.captainLocked } }),
      });
      const { user } = renderTeam(fantasyTeam({ drivers: [evans, tanak] }), RALLY_JAPAN);
      await user.click(screen.getByRole('button', { name: 'Captain: Elfyn Evans' }));
      const drivers = screen.getByRole('region', { name: 'Your Drivers' });
      expect(await within(drivers).findByRole('alert')).toHaveTextContent(
        'Could not change the captain: The captain is locked for this event: you can change it again once its results are published',
      );
      expect(screen.getByRole('button', { name: 'Captain: Elfyn Evans' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('says nothing of a captain while the team has no drivers', () => {
      fakeApi(quiet);
      renderTeam(fantasyTeam({ drivers: [] }), RALLY_JAPAN);
      expect(screen.queryByTestId('captain-notice')).not.toBeInTheDocument();
    });
  });
});
