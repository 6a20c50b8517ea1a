import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveStatusQueryOptions } from '@web/lib/api/live-status';
import { nextEventQueryOptions } from '@web/lib/api/next-event';
import { LIVE_STATUS, RUNNING_EVENT, breakdown, liveDriver, myLiveDriver, myLiveTeam } from '@web/test/live-data';
import { renderWithProviders } from '@web/test/render';
import { myLiveTeamQueryOptions } from '../api/live-api';
import { LiveTeamCard } from './live-team-card';

const TEAM = myLiveTeam({
  team: {
    name: 'Gravel Gladiators',
    provisionalPoints: 30,
    drivers: [
      myLiveDriver(1, { lastStagePosition: 1, overallPosition: 2, provisionalPoints: 22, breakdown: breakdown({ position: 18, finish: 2, stageWins: 2 }) }),
      myLiveDriver(3, { state: 'retired', lastStagePosition: null, overallPosition: null, provisionalPoints: -4, breakdown: breakdown({ stageWins: 1, penalty: -5 }) }),
      myLiveDriver(5, { overallPosition: 12, lastStagePosition: 9, provisionalPoints: 0 }),
    ].map((d, i) => (i === 2 ? { ...d, driver: liveDriver(5, { name: 'Oliver Solberg' }) } : d)),
  },
  prediction: { picks: [liveDriver(1), liveDriver(2), liveDriver(3)], currentPodium: [liveDriver(2), liveDriver(1), liveDriver(4)], provisionalPoints: 3 },
  provisionalTotal: 33,
});

describe('LiveTeamCard', () => {
  it('shows my drivers live, each figure labelled provisional, and explains each driver rule by rule', async () => {
    const { user } = renderWithProviders(<LiveTeamCard />, {
      cache: [
        [nextEventQueryOptions.queryKey, RUNNING_EVENT],
        [liveStatusQueryOptions.queryKey, LIVE_STATUS],
        [myLiveTeamQueryOptions(4).queryKey, TEAM],
      ],
    });
    const card = screen.getByTestId('live-team');
    expect(within(card).getByRole('link', { name: 'Live: Rally Sweden' })).toHaveAttribute('href', '/events/4?tab=live');
    expect(within(card).getByTestId('provisional-badge')).toHaveTextContent(/^Provisional/);
    expect(within(card).getByTestId('live-team-after')).toHaveTextContent('After SS7 · Vargåsen');
    expect(within(card).getByTestId('live-figure-team')).toHaveTextContent('30');
    expect(within(card).getByTestId('live-figure-prediction')).toHaveTextContent('3');
    expect(within(card).getByTestId('live-figure-total')).toHaveTextContent('33');
    const table = within(card).getByRole('table', { name: 'My drivers live in Rally Sweden' });
    const rows = within(table).getAllByTestId('live-driver');
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['1', '2', '22'],
      ['–', 'RET', '-4'],
      ['9', '12', '0'],
    ]);
    // The breakdown is folded until asked for; then it lists the rules that gave or took points.
    const explain = within(rows[0]!).getByText('Explain my points');
    expect(within(rows[0]!).queryByText('Current position +18')).not.toBeVisible();
    await user.click(explain);
    expect(within(rows[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Current position +18',
      'Finishing bonus +2',
      'Stage wins +2',
    ]);
    await user.click(within(rows[1]!).getByText('Explain my points'));
    expect(within(rows[1]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Stage wins +1', 'Retirement -5']);
    await user.click(within(rows[2]!).getByText('Explain my points'));
    expect(within(rows[2]!).getByText('No points yet')).toBeVisible();
  });

  it("marks the captain at the lock and explains his ×2 (game-rules §5.4, §15.5)", async () => {
    // Driver 1 is captain: 22 + 22 bonus, driver 3 −4: the team's 40 comes from the server.
    const team = myLiveTeam({
      team: {
        name: 'Gravel Gladiators',
        provisionalPoints: 40,
        drivers: [
          myLiveDriver(1, { provisionalPoints: 22, captain: true, captainBonus: 22, breakdown: breakdown({ position: 18, finish: 2, stageWins: 2 }) }),
          myLiveDriver(3, { state: 'retired', overallPosition: null, provisionalPoints: -4, breakdown: breakdown({ stageWins: 1, penalty: -5 }) }),
        ],
      },
      provisionalTotal: 40,
    });
    const { user } = renderWithProviders(<LiveTeamCard />, {
      cache: [
        [nextEventQueryOptions.queryKey, RUNNING_EVENT],
        [liveStatusQueryOptions.queryKey, LIVE_STATUS],
        [myLiveTeamQueryOptions(4).queryKey, team],
      ],
    });
    const rows = screen.getAllByTestId('live-driver');
    expect(within(rows[0]!).getByTestId('captain-badge')).toHaveTextContent('Captain');
    expect(within(rows[1]!).queryByTestId('captain-badge')).not.toBeInTheDocument();
    await user.click(within(rows[0]!).getByText('Explain my points'));
    expect(within(rows[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Current position +18',
      'Finishing bonus +2',
      'Stage wins +2',
      'Captain ×2 +22',
    ]);
    expect(screen.getByTestId('live-figure-team')).toHaveTextContent('40');
  });

  it('says there are no live team points when I held no drivers at the start', () => {
    renderWithProviders(<LiveTeamCard />, {
      cache: [
        [nextEventQueryOptions.queryKey, RUNNING_EVENT],
        [liveStatusQueryOptions.queryKey, LIVE_STATUS],
        [myLiveTeamQueryOptions(4).queryKey, myLiveTeam()],
      ],
    });
    expect(screen.getByText('You held no drivers when this rally started, so there are no live team points.')).toBeVisible();
    expect(screen.getByTestId('live-figure-total')).toHaveTextContent('–');
  });

  it('is not there when no event is live, and asks nothing while none runs', () => {
    const view = renderWithProviders(<LiveTeamCard />, {
      cache: [
        [nextEventQueryOptions.queryKey, RUNNING_EVENT],
        [liveStatusQueryOptions.queryKey, []],
      ],
    });
    expect(screen.queryByTestId('live-team')).not.toBeInTheDocument();
    view.unmount();
    // A finished rally's status left in the cache is not shown once the badge's event is no longer running.
    renderWithProviders(<LiveTeamCard />, {
      cache: [
        [nextEventQueryOptions.queryKey, { ...RUNNING_EVENT, status: 'upcoming' }],
        [liveStatusQueryOptions.queryKey, LIVE_STATUS],
      ],
    });
    expect(screen.queryByTestId('live-team')).not.toBeInTheDocument();
  });
});
