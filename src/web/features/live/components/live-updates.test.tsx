import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveStatusQueryOptions } from '@web/lib/api/live-status';
import { nextEventQueryOptions } from '@web/lib/api/next-event';
import { setLiveStreamFactory } from '@web/lib/live/use-live';
import { FakeEventSource, fakeLiveStream } from '@web/test/fake-event-source';
import { fakeApi } from '@web/test/fake-api';
import { LIVE_STATUS, RUNNING_EVENT, liveHeader, liveStage, myLiveTeam } from '@web/test/live-data';
import { advance, renderWithProviders, startFakeClock } from '@web/test/render';
import { myLiveTeamQueryOptions } from '../api/live-api';
import { LiveUpdates } from './live-updates';

const afterStage = (n: number, total: number) =>
  myLiveTeam({ event: liveHeader({ latestStage: liveStage(n) }), provisionalTotal: total });

beforeEach(() => {
  startFakeClock();
  fakeLiveStream();
});
afterEach(() => setLiveStreamFactory());

describe('LiveUpdates', () => {
  it('opens the stream while an event runs; a stage refetches the live reads and announces my new total once', async () => {
    let total = 31;
    const api = fakeApi({
      'GET /api/live': { live: [{ ...LIVE_STATUS[0], stageNumber: 8, publicationId: 13 }] },
      'GET /api/events/4/live/me': () => ({ body: afterStage(8, total) }),
    });
    renderWithProviders(<LiveUpdates />, {
      cache: [
        [nextEventQueryOptions.queryKey, RUNNING_EVENT],
        [liveStatusQueryOptions.queryKey, LIVE_STATUS],
        [myLiveTeamQueryOptions(4).queryKey, afterStage(7, 28)],
      ],
    });
    const region = screen.getByRole('status');
    // The first figures are not news: nothing is said on load.
    expect(region).toHaveTextContent(/^$/);
    expect(FakeEventSource.opened).toHaveLength(1);
    FakeEventSource.latest().send('stage', { eventId: 4, stageNumber: 8 }, 13);
    await advance();
    expect(api.calls).toEqual(['GET /api/live', 'GET /api/events/4/live/me']);
    expect(region).toHaveTextContent('Your provisional total is now 31 points after SS8.');
    // A correction that leaves my total as it was says nothing new.
    FakeEventSource.latest().send('stage', { eventId: 4, stageNumber: 8, correction: true }, 14);
    await advance();
    expect(api.calls).toHaveLength(4);
    expect(region).toHaveTextContent('Your provisional total is now 31 points after SS8.');
    total = 36;
    FakeEventSource.latest().send('stage', { eventId: 4, stageNumber: 8, correction: true }, 15);
    await advance();
    expect(region).toHaveTextContent('Your provisional total is now 36 points after SS8.');
  });

  it('polls the live reads while the stream is refused', async () => {
    const api = fakeApi({ 'GET /api/live': { live: LIVE_STATUS }, 'GET /api/events/4/live/me': afterStage(7, 28) });
    renderWithProviders(<LiveUpdates />, {
      cache: [
        [nextEventQueryOptions.queryKey, RUNNING_EVENT],
        [liveStatusQueryOptions.queryKey, LIVE_STATUS],
        [myLiveTeamQueryOptions(4).queryKey, afterStage(7, 28)],
      ],
    });
    FakeEventSource.latest().fail({ refused: true });
    await advance();
    expect(api.calls).toEqual(['GET /api/live', 'GET /api/events/4/live/me']);
    await advance(30_000);
    expect(api.calls).toHaveLength(4);
  });

  it('opens no stream while no event runs', () => {
    renderWithProviders(<LiveUpdates />, {
      cache: [
        [nextEventQueryOptions.queryKey, { ...RUNNING_EVENT, status: 'upcoming' }],
        [liveStatusQueryOptions.queryKey, []],
      ],
    });
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
