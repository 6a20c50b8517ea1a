import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RivalResponse } from '@shared/api/rivals';
import { LEAGUE_MESSAGES } from '@shared/messages';
import { deferred, fakeApi, type FakeReply } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { RivalPage } from './rival-page';

const EVENT = { eventId: 4, name: 'Rally Sweden', startDate: '2026-02-12T08:00:00Z', scored: true, myPoints: 83, theirPoints: 90 };
const RIVAL: RivalResponse = {
  league: { id: 7, name: 'Gravel Club' },
  member: { userId: 'ben', username: 'benracer', avatarUrl: null, isMe: false },
  events: [EVENT, { eventId: 2, name: 'Rallye Monte-Carlo', startDate: '2026-01-22T08:00:00Z', scored: true, myPoints: 30, theirPoints: 12 }],
  event: EVENT,
  me: {
    teamName: 'Flat Out',
    teamPoints: 83,
    drivers: [
      { driverId: 1, name: 'Kalle Rovanperä', points: 34, captain: true, captainBonus: 34 },
      { driverId: 2, name: 'Elfyn Evans', points: 20, captain: false, captainBonus: 0 },
    ],
  },
  them: {
    teamName: 'Sideways',
    teamPoints: 90,
    drivers: [
      { driverId: 4, name: 'Thierry Neuville', points: 21, captain: true, captainBonus: 21 },
      { driverId: 1, name: 'Kalle Rovanperä', points: 34, captain: false, captainBonus: 0 },
    ],
  },
  comparison: [
    { driverId: 4, name: 'Thierry Neuville', held: 'theirs', mine: null, theirs: 42, difference: -42 },
    { driverId: 1, name: 'Kalle Rovanperä', held: 'both', mine: 68, theirs: 34, difference: 34 },
    { driverId: 2, name: 'Elfyn Evans', held: 'mine', mine: 20, theirs: null, difference: 20 },
  ],
};
const URL_LATEST = 'GET /api/leagues/7/members/ben/team';

const render = (route = '/leagues/7/members/ben') => renderWithProviders(<RivalPage />, { route, path: '/leagues/:id/members/:userId' });

describe('RivalPage (issue 31 part 4)', () => {
  it('shows a skeleton while the team loads', async () => {
    const held = deferred<FakeReply>();
    fakeApi({ [URL_LATEST]: () => held.promise });
    render();
    expect(screen.getByTestId('rival-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Loading the team…')).toBeInTheDocument();
    held.resolve({ body: RIVAL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team of benracer' })).toBeVisible();
    expect(screen.queryByTestId('rival-skeleton')).toBeNull();
  });

  it('puts both lineups side by side with the captains, then what made the difference and the shared drivers', async () => {
    fakeApi({ [URL_LATEST]: RIVAL });
    render();
    const mine = await screen.findByTestId('rival-me');
    expect(within(mine).getByTestId('rival-me-points')).toHaveTextContent('83');
    expect(within(mine).getByTestId('captain-badge')).toHaveTextContent('Captain');
    const theirs = screen.getByTestId('rival-them');
    expect(within(theirs).getByText('Sideways')).toBeVisible();
    expect(within(theirs).getByText('incl. +21 captain')).toBeVisible();
    const comparison = screen.getByTestId('rival-comparison');
    expect(within(comparison).getByRole('heading', { name: 'You vs benracer' })).toBeVisible();
    expect(within(comparison).getAllByTestId('rival-difference').map((r) => r.textContent)).toEqual([
      'Thierry Neuville–42-42',
      'Kalle Rovanperä6834+34',
      'Elfyn Evans20–+20',
    ]);
    expect(within(screen.getByTestId('rival-shared')).getByText('Kalle Rovanperä')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explain my points for this rally' })).toHaveAttribute('href', '/explain/4');
    expect(screen.getByRole('link', { name: 'Back to Gravel Club' })).toHaveAttribute('href', '/leagues/7');
  });

  it('asks the server for another locked rally from the picker', async () => {
    const api = fakeApi({ [URL_LATEST]: RIVAL, [`${URL_LATEST}?eventId=2`]: { ...RIVAL, event: RIVAL.events[1] } });
    const { user, location } = render();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rally' }), '2');
    expect(location().search).toBe('?event=2');
    await screen.findByRole('heading', { name: 'You vs benracer' });
    expect(api.calls).toContain(`${URL_LATEST}?eventId=2`);
  });

  it('marks held drivers without figures before the publish', async () => {
    const open = { ...EVENT, scored: false, myPoints: null, theirPoints: null };
    fakeApi({
      [URL_LATEST]: {
        ...RIVAL,
        event: open,
        events: [open],
        comparison: [
          { driverId: 2, name: 'Elfyn Evans', held: 'mine', mine: null, theirs: null, difference: null },
          { driverId: 1, name: 'Kalle Rovanperä', held: 'both', mine: null, theirs: null, difference: null },
        ],
      },
    });
    render();
    expect(await screen.findByText('Not scored yet: the points appear once the results are published.')).toBeVisible();
    expect(screen.getAllByTestId('rival-difference').map((r) => r.textContent)).toEqual(['Elfyn EvansHeld–']);
    expect(screen.queryByRole('link', { name: 'Explain my points for this rally' })).toBeNull();
  });

  it('says no rally has locked yet before the first lock', async () => {
    fakeApi({ [URL_LATEST]: { ...RIVAL, events: [], event: null, me: null, them: null, comparison: [] } });
    render();
    expect(await screen.findByText('No rally has locked yet')).toBeVisible();
    expect(screen.queryByTestId('rival-comparison')).toBeNull();
  });

  it("shows the server's refusal as a page message, and other errors as an alert", async () => {
    fakeApi({ [URL_LATEST]: () => ({ status: 404, body: { code: 'NOT_FOUND', message: LEAGUE_MESSAGES.teamsForMembers, messageCode: 'league.teamsForMembers' } }) });
    const first = render();
    expect(await screen.findByRole('heading', { name: 'Team not available' })).toBeVisible();
    expect(screen.getByText(LEAGUE_MESSAGES.teamsForMembers)).toBeVisible();
    first.unmount();
    fakeApi({ [URL_LATEST]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }) });
    render();
    expect(await screen.findByText('The team could not be loaded')).toBeVisible();
  });
});
