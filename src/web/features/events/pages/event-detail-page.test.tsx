import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventDto, StageDto } from '@shared/api/events';
import type { PredictionView } from '@shared/api/predictions';
import { rallyEvent } from '@web/test/data';
import { liveEvent, liveHeader } from '@web/test/live-data';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { EventDetailPage } from './event-detail-page';

const COMPLETED = rallyEvent(1, { name: 'Rally Sweden', country: 'Sweden', status: 'completed', startDate: '2026-02-12T08:00:00Z', endDate: '2026-02-15T14:00:00Z' });
const UPCOMING = rallyEvent(2, { name: 'Rally Finland', status: 'upcoming', startDate: '2099-07-30T06:00:00Z', endDate: '2099-08-02T15:00:00Z' });

function view(event: EventDto, open: boolean): PredictionView {
  return {
    eventId: event.id,
    startDate: event.startDate,
    open,
    serverTime: '2026-03-01T12:00:00.000Z',
    drivers: [],
    prediction: null,
    podium: null,
    record: { scored: 0, correct: 0, points: 0 },
  };
}

/** The event page on a fake server: the event, its stages and results, the calendar and the prediction reads. */
function renderEvent(event: EventDto, { stages = [] as StageDto[], route = `/events/${event.id}`, extra = {} as Record<string, unknown> } = {}) {
  const open = event.status === 'upcoming';
  fakeApi({
    ...extra,
    [`GET /api/events/${event.id}`]: event,
    [`GET /api/events/${event.id}/stages`]: { stages },
    [`GET /api/events/${event.id}/results`]: { results: [] },
    'GET /api/events': { events: [COMPLETED, UPCOMING] },
    [`GET /api/predictions/${event.id}`]: view(event, open),
    [`GET /api/predictions/${event.id}/crowd`]: { eventId: event.id, total: 0, places: [] },
  });
  return renderWithProviders(<EventDetailPage />, { route, path: '/events/:id' });
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('EventDetailPage', () => {
  it('opens a running rally on its Live tab, which only a running rally has', async () => {
    const running = rallyEvent(3, { name: 'Rally Italia Sardegna', status: 'active', startDate: '2026-02-27T08:00:00Z', endDate: '2026-03-02T14:00:00Z' });
    renderEvent(running, { extra: { 'GET /api/events/3/live': liveEvent({ event: liveHeader({ id: 3, latestStage: null, publishedStageCount: 0 }) }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rally Italia Sardegna' })).toBeVisible();
    expect(tab('Live')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No stage results yet. Times appear here stage by stage as they come in.')).toBeVisible();
  });

  it('opens a finished rally on Results, and choosing Results again leaves no ?tab in the address', async () => {
    const { user, location } = renderEvent(COMPLETED);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rally Sweden' })).toBeVisible();
    expect(tab('Results')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Live' })).not.toBeInTheDocument();
    expect(await screen.findByText('No results available for this event yet.')).toBeVisible();

    await user.click(tab('Overview'));
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    expect(location().search).toBe('?tab=overview');
    expect(screen.getByRole('heading', { name: 'About this Rally' })).toBeVisible();
    expect(await screen.findByText('Predictions are closed for this event.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Make Prediction' })).not.toBeInTheDocument();

    await user.click(tab('Results'));
    expect(location().search).toBe('');
  });

  it('opens an upcoming rally on its Overview with Make Prediction, and says results come later', async () => {
    const { user } = renderEvent(UPCOMING);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rally Finland' })).toBeVisible();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: 'Make Prediction' })).toHaveAttribute('href', '/predictions?event=2');
    await user.click(tab('Results'));
    expect(screen.getByText('Results will be available once the rally is completed.')).toBeVisible();
  });

  it('shows TBD for a stage without length or time', async () => {
    const stage: StageDto = {
      id: 1,
      eventId: COMPLETED.id,
      number: 4,
      name: 'Mystery Forest',
      length: null,
      startTime: null,
      status: 'upcoming',
      isPowerStage: false,
    };
    renderEvent(COMPLETED, { stages: [stage], route: `/events/${COMPLETED.id}?tab=stages` });
    const row = (await screen.findByText(/Mystery Forest/)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('SS4');
    expect(within(row).getAllByRole('cell', { name: 'TBD' })).toHaveLength(2);
    expect(within(row).getByRole('cell', { name: 'Upcoming' })).toBeVisible();
  });

  it('says stages come closer to the event when there are none yet', async () => {
    renderEvent(COMPLETED, { route: `/events/${COMPLETED.id}?tab=stages` });
    expect(await screen.findByText('Stages information will be available closer to the event.')).toBeVisible();
  });
});
