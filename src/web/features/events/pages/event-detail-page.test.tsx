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
    hit: null,
    record: { scored: 0, correct: 0, accuracy: 0, points: 0 },
  };
}

/** The event page on a fake server: the event, its stages and results, the calendar and the prediction reads. */
function renderEvent(
  event: EventDto,
  { stages = [] as StageDto[], route = `/events/${event.id}`, extra = {} as Record<string, unknown> } = {},
) {
  const open = event.status === 'upcoming';
  fakeApi({
    [`GET /api/events/${event.id}`]: event,
    [`GET /api/events/${event.id}/stages`]: { stages },
    [`GET /api/events/${event.id}/results`]: { results: [] },
    ...extra,
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

  it('lists the entry list by car number on its own tab (game-rules §16.1)', async () => {
    const { user } = renderEvent(UPCOMING, {
      extra: {
        [`GET /api/events/${UPCOMING.id}/entries`]: {
          entries: [
            { driverId: 3, name: 'Elfyn Evans', teamName: 'Toyota Gazoo Racing WRT', carNumber: 33 },
            { driverId: 4, name: 'Ott Tänak', teamName: null, carNumber: null },
          ],
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Rally Finland' });
    await user.click(tab('Entry list'));
    const list = await screen.findByRole('table', { name: 'Entry list of Rally Finland' });
    expect(within(list).getAllByRole('row').map((r) => r.textContent)).toEqual(['No.DriverTeam', '33Elfyn EvansToyota Gazoo Racing WRT', '—Ott Tänak—']);
    expect(screen.getByText('2 drivers entered')).toBeVisible();
  });

  it('marks corrected results "Corrected on <date>" with what changed (game-rules §16.3)', async () => {
    renderEvent(COMPLETED, {
      extra: {
        [`GET /api/events/${COMPLETED.id}/corrections`]: {
          corrections: [
            {
              id: 1,
              event: { id: COMPLETED.id, name: COMPLETED.name, season: 2026, round: 2 },
              correctedAt: '2026-02-20T10:30:00.000Z',
              changes: [
                {
                  driverId: 3,
                  driverName: 'Elfyn Evans',
                  before: { position: 2, status: 'finished', points: 18, fantasyPoints: 20 },
                  after: { position: 1, status: 'finished', points: 25, fantasyPoints: 27 },
                },
              ],
              managersUp: 4,
              managersDown: 1,
            },
          ],
        },
      },
    });
    const note = await screen.findByTestId('event-corrections');
    expect(within(note).getByRole('heading', { name: /^Corrected on / })).toBeVisible();
    expect(note).toHaveTextContent('Managers’ points: 4 up, 1 down');
    expect(within(note).getByTestId('correction-change')).toHaveTextContent('Elfyn EvansP2 → P1Championship points 18 → 25Fantasy points 20 → 27');
    expect(within(note).getByRole('link', { name: 'Corrections log' })).toHaveAttribute('href', '/corrections');
  });

  it('labels both kinds of points in the results, championship and fantasy (issue 30, part 8)', async () => {
    renderEvent(COMPLETED, {
      extra: {
        [`GET /api/events/${COMPLETED.id}/results`]: {
          results: [
            {
              position: 1,
              status: 'finished',
              driver: { id: 3, name: 'Elfyn Evans', teamId: 1, team: 'Toyota Gazoo Racing WRT' },
              time: '2:51:10.3',
              points: 25,
              fantasyPoints: 35,
            },
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: /Rally Sweden/ });
    expect(within(table).getByRole('columnheader', { name: 'WRC pts' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Fantasy pts' })).toBeVisible();
    expect(within(table).getByTestId('result-championship-points')).toHaveTextContent('25');
    expect(within(table).getByTestId('result-fantasy-points')).toHaveTextContent('35');
  });
});
