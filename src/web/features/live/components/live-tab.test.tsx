import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { liveEvent, liveHeader, liveStage, overallRow, rankingRow } from '@web/test/live-data';
import { renderWithProviders } from '@web/test/render';
import { liveEventQueryOptions } from '../api/live-api';
import { LiveTab } from './live-tab';

const SS6 = liveStage(6, { name: 'Umeå Sprint' });
const SS7 = liveStage(7, { name: 'Vargåsen', isPowerStage: true });

const data = liveEvent({
  stages: [
    {
      stage: SS6,
      winnerDriverId: 2,
      ranking: [rankingRow(2, { position: 1, time: '5:01.2', gapMs: 0 }), rankingRow(1, { position: 2, time: '5:03.3', gapMs: 2_100 })],
    },
    {
      stage: SS7,
      winnerDriverId: 1,
      ranking: [
        rankingRow(1, { time: '9:58.1', gapMs: 0, penaltyMs: 0 }),
        rankingRow(2, { time: '10:05.4', gapMs: 7_300 }),
        rankingRow(3, { status: 'retired', position: null, timeMs: null, gapMs: null }),
      ],
    },
    { stage: liveStage(8, { published: false }), winnerDriverId: null, ranking: [] },
  ],
  overall: [
    overallRow(1, { total: '1:02:03.4', gapMs: 0, provisionalPoints: 28 }),
    overallRow(2, { total: '1:02:15.7', gapMs: 12_300, penaltyMs: 10_000, provisionalPoints: 20 }),
    overallRow(3, { state: 'retired', position: null, total: null, gapMs: null, provisionalPoints: -4 }),
    overallRow(4, { state: 'restarted', position: null, total: null, gapMs: null, provisionalPoints: -3 }),
  ],
});

function renderTab(answer = data) {
  return renderWithProviders(<LiveTab eventId={4} eventName="Rally Sweden" />, { cache: [[liveEventQueryOptions(4).queryKey, answer]] });
}

describe('LiveTab', () => {
  it('shows the provisional overall classification after the latest stage, gaps to the leader and points', () => {
    renderTab();
    expect(screen.getByTestId('live-after')).toHaveTextContent('After SS7 · Vargåsen · 7 of 18 stages');
    expect(screen.getByTestId('provisional-badge')).toHaveTextContent(/^Provisional/);
    const table = screen.getByRole('table', { name: 'Overall classification of Rally Sweden after SS7' });
    const rows = within(table).getAllByTestId('live-overall-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1#1Driver 1Toyota Gazoo Racing1:02:03.428',
      '2#2Driver 2incl. 10.0 penaltyToyota Gazoo Racing1:02:15.7+12.320',
      'RET#3Driver 3Toyota Gazoo RacingRetired-4',
      'RET#4Driver 4Toyota Gazoo RacingRestarted-3',
    ]);
    expect(within(rows[2]!).getByTitle('Retired')).toHaveTextContent('RET');
    // Out of the overall like a retirement, and named for what happened, as on the team card.
    expect(within(rows[3]!).getByTitle('Restarted')).toHaveTextContent('RET');
  });

  it('follows the latest stage and lets the reader pick an earlier one, with its winner, times and gaps', async () => {
    const { user } = renderTab();
    const pick = screen.getByRole('combobox', { name: 'Stage' });
    // Only published stages are offered; the power stage says so.
    expect(within(pick).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'SS6 · Umeå Sprint',
      'SS7 · Vargåsen (Power Stage)',
    ]);
    expect(pick).toHaveValue(String(SS7.id));
    expect(screen.getByTestId('live-stage-winner')).toHaveTextContent('Stage winner: Driver 1');
    const stage = screen.getByRole('table', { name: 'Results of SS7 Vargåsen' });
    expect(within(stage).getAllByTestId('live-stage-row').map((r) => r.textContent)).toEqual([
      '1#1Driver 19:58.1',
      '2#2Driver 210:05.4+7.3',
      'RET#3Driver 3Retired',
    ]);
    await user.selectOptions(pick, String(SS6.id));
    expect(screen.getByTestId('live-stage-winner')).toHaveTextContent('Stage winner: Driver 2');
    expect(screen.getByRole('table', { name: 'Results of SS6 Umeå Sprint' })).toHaveTextContent('+2.1');
  });

  it('says so before the first stage, while loading and when the read fails', async () => {
    const view = renderTab(liveEvent({ event: liveHeader({ latestStage: null, publishedStageCount: 0 }) }));
    expect(screen.getByText('No stage results yet. Times appear here stage by stage as they come in.')).toBeVisible();
    view.unmount();
    fakeApi({ 'GET /api/events/4/live': () => ({ status: 500, body: { code: 'INTERNAL', message: 'down' } }) });
    renderWithProviders(<LiveTab eventId={4} eventName="Rally Sweden" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading live timing…');
    expect(await screen.findByText('Live timing could not be loaded. It will try again with the next stage.')).toBeVisible();
  });
});
