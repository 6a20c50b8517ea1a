import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventExplanation } from '@shared/api/players';
import { PLAYER_MESSAGES } from '@shared/messages';
import { deferred, fakeApi, type FakeReply } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { ExplainPage } from './explain-page';

const zero = { position: 0, finish: 0, stageWins: 0, powerStage: 0, supportCategory: 0, penalty: 0 };
const EXPLAINED: EventExplanation = {
  eventId: 4,
  name: 'Rally Sweden',
  startDate: '2026-02-12T08:00:00Z',
  teamPoints: 83,
  predictionPoints: 10,
  points: 93,
  drivers: [
    {
      driverId: 1,
      name: 'Kalle Rovanperä',
      status: 'finished',
      finishPosition: 1,
      stageWins: 2,
      powerStagePosition: 1,
      points: 34,
      captain: true,
      captainBonus: 34,
      breakdown: { ...zero, position: 25, finish: 2, stageWins: 2, powerStage: 5 },
    },
    { driverId: 3, name: 'Ott Tänak', status: 'retired', finishPosition: null, stageWins: 0, powerStagePosition: null, points: -5, captain: false, captainBonus: 0, breakdown: { ...zero, penalty: -5 } },
  ],
  prediction: {
    points: 10,
    hit: 'twoExact',
    picks: [
      { position: 1, driverId: 1, name: 'Kalle Rovanperä', finishPosition: 1 },
      { position: 2, driverId: 2, name: 'Elfyn Evans', finishPosition: 2 },
      { position: 3, driverId: 3, name: 'Ott Tänak', finishPosition: null },
    ],
  },
  scoredEvents: [
    { eventId: 4, name: 'Rally Sweden', startDate: '2026-02-12T08:00:00Z', points: 93 },
    { eventId: 2, name: 'Rallye Monte-Carlo', startDate: '2026-01-22T08:00:00Z', points: 41 },
  ],
};

const render = (eventId = 4) => renderWithProviders(<ExplainPage />, { route: `/explain/${eventId}`, path: '/explain/:eventId' });

describe('ExplainPage (issue 31 part 5)', () => {
  it('shows a skeleton while the explanation loads', async () => {
    const held = deferred<FakeReply>();
    fakeApi({ 'GET /api/me/events/4/explain': () => held.promise });
    render();
    expect(screen.getByTestId('explain-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Loading the explanation…')).toBeInTheDocument();
    held.resolve({ body: EXPLAINED });
    expect(await screen.findByTestId('explain-team')).toBeVisible();
    expect(screen.queryByTestId('explain-skeleton')).toBeNull();
  });

  it("shows the server's figures per driver and per rule, the captain's bonus and the prediction's rule", async () => {
    fakeApi({ 'GET /api/me/events/4/explain': EXPLAINED });
    render();
    expect(await screen.findByTestId('explain-total')).toHaveTextContent('93');
    expect(screen.getByTestId('explain-team-points')).toHaveTextContent('83');
    const [kalle, ott] = screen.getAllByTestId('scored-driver');
    expect(within(kalle!).getAllByText('Stage wins +2')[0]).toBeInTheDocument();
    expect(within(kalle!).getAllByText('Power Stage +5')[0]).toBeInTheDocument();
    expect(within(kalle!).getAllByText('Captain ×2 +34')[0]).toBeInTheDocument();
    expect(within(ott!).getAllByText('Penalty -5')[0]).toBeInTheDocument();
    const prediction = screen.getByTestId('explain-prediction');
    expect(within(prediction).getByText('Two in the right place')).toBeVisible();
    expect(within(prediction).getByText('+10 pts')).toBeVisible();
    expect(within(prediction).getAllByTestId('explain-pick').map((li) => li.textContent)).toEqual([
      'P1 Kalle Rovanperäfinished P1',
      'P2 Elfyn Evansfinished P2',
      'P3 Ott Tänaknot classified',
    ]);
  });

  it('opens another scored rally from the picker', async () => {
    fakeApi({ 'GET /api/me/events/4/explain': EXPLAINED, 'GET /api/me/events/2/explain': { ...EXPLAINED, eventId: 2, name: 'Rallye Monte-Carlo' } });
    const { user, location } = render();
    const picker = await screen.findByRole('combobox', { name: 'Rally' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Rally Sweden · Feb 12, 2026 · 93 pts', 'Rallye Monte-Carlo · Jan 22, 2026 · 41 pts']);
    await user.selectOptions(picker, '2');
    expect(location().pathname).toBe('/explain/2');
  });

  it('says there is nothing to explain for a rally not scored for the player', async () => {
    fakeApi({ 'GET /api/me/events/9/explain': () => ({ status: 404, body: { code: 'NOT_FOUND', message: PLAYER_MESSAGES.notScored, messageCode: 'player.notScored' } }) });
    render(9);
    expect(await screen.findByText('Nothing to explain yet')).toBeVisible();
    expect(screen.getByText(PLAYER_MESSAGES.notScored)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows an error when the explanation cannot be loaded', async () => {
    fakeApi({ 'GET /api/me/events/4/explain': () => ({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }) });
    render();
    expect(await screen.findByText('The explanation could not be loaded')).toBeVisible();
  });
});
