import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventDto } from '@shared/api/events';
import type { Prediction, PredictionDriver, PredictionView } from '@shared/api/predictions';
import { rallyEvent } from '@web/test/data';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { advance, renderWithProviders, startFakeClock } from '@web/test/render';
import { PredictionsPage } from './predictions-page';

// Now: 1 March 2026, 12:00 UTC. The rally starts 2 days, 3 hours, 4 minutes and 5 seconds later.
const NOW = new Date('2026-03-01T12:00:00Z');
const EVENT: EventDto = rallyEvent(3, { name: 'Safari Rally Kenya', startDate: '2026-03-03T15:04:05Z', endDate: '2026-03-06T14:00:00Z' });
const DRIVERS: PredictionDriver[] = [
  { id: 1, name: 'Kalle Rovanperä', teamName: 'Toyota Gazoo Racing', points: 90, imageUrl: null },
  { id: 2, name: 'Ott Tänak', teamName: 'Hyundai Shell Mobis WRT', points: 70, imageUrl: null },
  { id: 3, name: 'Elfyn Evans', teamName: 'Toyota Gazoo Racing', points: 60, imageUrl: null },
  { id: 4, name: 'Privateer Pete', teamName: null, points: 0, imageUrl: null },
];
const SAVED: Prediction = {
  id: 9,
  eventId: EVENT.id,
  createdAt: '2026-02-20T09:00:00Z',
  updatedAt: '2026-02-20T09:00:00Z',
  isProcessed: false,
  points: 0,
  picks: [1, 2, 3].map((position) => ({ position, driver: { id: position, name: DRIVERS[position - 1]!.name, teamName: null } })),
};

function view(overrides: Partial<PredictionView> = {}): PredictionView {
  return {
    eventId: EVENT.id,
    startDate: EVENT.startDate,
    open: true,
    serverTime: NOW.toISOString(),
    drivers: DRIVERS,
    prediction: null,
    podium: null,
    hit: null,
    record: { scored: 0, correct: 0, accuracy: 0, points: 0 },
    ...overrides,
  };
}

async function renderPrediction(answer: PredictionView = view()): Promise<ReturnType<typeof renderWithProviders> & { api: FakeApi }> {
  startFakeClock(NOW);
  const api = fakeApi({
    [`GET /api/events/${EVENT.id}`]: EVENT,
    [`GET /api/predictions/${EVENT.id}`]: answer,
    [`PUT /api/predictions/${EVENT.id}`]: () => ({ status: 201, body: { prediction: { ...SAVED, updatedAt: NOW.toISOString() } } }),
  });
  const rendered = renderWithProviders(<PredictionsPage />, { route: `/predictions?event=${EVENT.id}` });
  await advance();
  return { ...rendered, api };
}

const place = (n: 1 | 2 | 3) => screen.getByLabelText(`${['1st', '2nd', '3rd'][n - 1]} Place`);
const puts = (api: FakeApi) => api.calls.filter((c) => c.startsWith('PUT'));

describe('PredictionsPage', () => {
  it('offers "Select a driver", then each driver as "name (team) - points pts", under a ticking lock countdown', async () => {
    await renderPrediction();
    expect(screen.getByRole('heading', { level: 1, name: 'Podium Prediction' })).toBeVisible();
    expect([...place(1).querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select a driver',
      'Kalle Rovanperä (Toyota Gazoo Racing) - 90 pts',
      'Ott Tänak (Hyundai Shell Mobis WRT) - 70 pts',
      'Elfyn Evans (Toyota Gazoo Racing) - 60 pts',
      'Privateer Pete - 0 pts',
    ]);
    const countdown = screen.getByTestId('lock-countdown');
    expect(countdown).toHaveTextContent('Predictions lock in 2d 03h 04m 05s');
    await advance(1_000);
    expect(countdown).toHaveTextContent('Predictions lock in 2d 03h 04m 04s');
    // Under a day the days go: the clock jumps to 15 s before the start, and the next tick shows 14 s.
    vi.setSystemTime(new Date('2026-03-03T15:03:50Z'));
    await advance(1_000);
    expect(countdown).toHaveTextContent('Predictions lock in 00h 00m 14s');
    expect(screen.getByRole('heading', { name: 'How predictions work' })).toBeVisible();
  });

  it('refuses empty places and the same driver twice with the spec messages, sending nothing', async () => {
    const { user, api } = await renderPrediction();
    await user.click(screen.getByRole('button', { name: 'Submit Prediction' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please select drivers for all podium positions$/);
    await user.selectOptions(place(1), '1');
    await user.selectOptions(place(2), '1');
    await user.selectOptions(place(3), '3');
    await user.click(screen.getByRole('button', { name: 'Submit Prediction' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^You cannot select the same driver for multiple positions$/);
    expect(puts(api)).toEqual([]);
  });

  it('after a save shows the success for 2 seconds, then goes back to the event page', async () => {
    const { user, api, location } = await renderPrediction();
    await user.selectOptions(place(1), '1');
    await user.selectOptions(place(2), '2');
    await user.selectOptions(place(3), '3');
    await user.click(screen.getByRole('button', { name: 'Submit Prediction' }));
    await advance();
    expect(api.bodies(`PUT /api/predictions/${EVENT.id}`)).toEqual([{ first: 1, second: 2, third: 3 }]);
    expect(screen.getByText('Prediction Submitted Successfully!')).toBeVisible();
    expect(screen.getByText('Your podium prediction for Safari Rally Kenya has been saved. Good luck!')).toBeVisible();
    expect(screen.getByText('Redirecting you back to the event page...')).toBeVisible();
    await advance(1_999);
    expect(location().pathname).toBe('/predictions');
    await advance(1);
    expect(location().pathname).toBe(`/events/${EVENT.id}`);
  });

  it('with a saved prediction reads "Update Your Prediction", with the date and the podium filled in', async () => {
    await renderPrediction(view({ prediction: SAVED }));
    expect(screen.getByRole('heading', { level: 1, name: 'Update Your Prediction' })).toBeVisible();
    expect(screen.getByText('You submitted a prediction on Feb 20, 2026')).toBeVisible();
    expect(place(1)).toHaveValue('1');
    expect(place(2)).toHaveValue('2');
    expect(place(3)).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Update Prediction' })).toBeVisible();
  });

  it('once the event has started shows the closed text and no form', async () => {
    await renderPrediction(view({ open: false }));
    expect(screen.getByText('Predictions are closed for this event.')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit Prediction|Update Prediction/ })).not.toBeInTheDocument();
  });

  it('an event id that is not a number gets the error card with Back to Events', () => {
    const api = fakeApi({});
    renderWithProviders(<PredictionsPage />, { route: '/predictions?event=abc' });
    expect(screen.getByRole('heading', { name: 'Error Loading Event' })).toBeVisible();
    expect(screen.getByText('Event ID or user not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events');
    expect(api.calls).toEqual([]);
  });

  it('without an event opens the next rally\'s prediction, or says none is scheduled (issue 30, part 7)', async () => {
    fakeApi({ 'GET /api/events/next/entries': { event: { id: 42, name: 'Rally Japan', round: 14, startDate: '2099-11-06T00:00:00.000Z' }, entries: [] } });
    const first = renderWithProviders(<PredictionsPage />, { route: '/predictions' });
    await vi.waitFor(() => expect(first.location().search).toBe('?event=42'));
    first.unmount();

    fakeApi({ 'GET /api/events/next/entries': { event: null, entries: [] } });
    renderWithProviders(<PredictionsPage />, { route: '/predictions' });
    expect(await screen.findByRole('heading', { name: 'No rally to predict right now' })).toBeVisible();
    expect(screen.queryByText('Event ID or user not found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the Rally Calendar' })).toHaveAttribute('href', '/events');
  });

  it('after the lock the title no longer offers to update the prediction', async () => {
    await renderPrediction(view({ open: false, prediction: SAVED }));
    expect(screen.getByRole('heading', { level: 1, name: 'Podium Prediction' })).toBeVisible();
    expect(screen.queryByText('Update Your Prediction')).not.toBeInTheDocument();
  });
});
