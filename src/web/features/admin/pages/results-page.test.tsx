import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminEventResultsResponse, PublishState, ResultRow, ScoringJob } from '@shared/api/admin-results';
import { adminEvent } from '@web/test/data';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { AdminResultsPage } from './results-page';

const EVENT = adminEvent(5, {
  name: 'Rally Portugal',
  country: 'Portugal',
  startDate: '2026-05-14T08:00:00Z',
  endDate: '2026-05-17T14:00:00Z',
  status: 'active',
  timeZone: 'Europe/Lisbon',
  entryCount: 2,
});

const ROWS: ResultRow[] = [1, 2].map((driverId) => ({
  driverId,
  status: 'finished',
  position: driverId,
  time: null,
  championshipPoints: 0,
  stageWins: 0,
  powerStagePosition: null,
  category: null,
  categoryPosition: null,
}));

const JOB: ScoringJob = {
  id: 9,
  eventId: EVENT.id,
  status: 'succeeded',
  progress: 100,
  steps: [],
  outcome: { teams: 3, predictions: 2, leagues: 1 },
  error: null,
  attempts: 1,
  createdAt: '2026-05-17T15:00:00Z',
  startedAt: '2026-05-17T15:00:00Z',
  finishedAt: '2026-05-17T15:00:01Z',
};

function results(state: PublishState): AdminEventResultsResponse {
  const published = state === 'published' || state === 'published_with_draft';
  return {
    event: { id: EVENT.id, name: EVENT.name, season: 2026, round: 5, status: 'active', startDate: EVENT.startDate, endDate: EVENT.endDate },
    entries: [
      { driverId: 1, driverName: 'Kalle Rovanperä', teamName: null, carNumber: 69 },
      { driverId: 2, driverName: 'Ott Tänak', teamName: null, carNumber: 8 },
    ],
    draft: state === 'draft' || state === 'published_with_draft' ? ROWS : null,
    published: published
      ? ROWS.map((r) => ({ ...r, fantasyPoints: 0, breakdown: { position: 0, finish: 0, stageWins: 0, powerStage: 0, supportCategory: 0, penalty: 0, total: 0 } }))
      : [],
    publish: {
      state,
      draftSavedAt: state === 'draft' || state === 'published_with_draft' ? '2026-05-17T14:30:00Z' : null,
      publishedAt: published ? '2026-05-17T15:00:01Z' : null,
      lastJob: published ? JOB : null,
    },
  };
}

describe('AdminResultsPage (issue 30, part 6b)', () => {
  it('says "Draft saved" after a save, and drops it once the results are published', async () => {
    let server: PublishState = 'none';
    const api = fakeApi({
      'GET /api/admin/events': { events: [EVENT] },
      'GET /api/admin/events/5/results': () => ({ body: results(server) }),
      'PUT /api/admin/events/5/results': () => ({ body: results('draft') }),
      'POST /api/admin/events/5/publish': () => {
        server = 'published';
        return { status: 202, body: { jobId: JOB.id } };
      },
      'GET /api/admin/jobs/9': JOB,
    });
    const { user } = renderWithProviders(<AdminResultsPage />, { route: '/admin/results?event=5' });

    await user.click(await screen.findByTestId('admin-results-save'));
    expect(await screen.findByText('Draft saved. Players see nothing until you publish.')).toBeVisible();
    expect(screen.getByTestId('admin-results-state')).toHaveTextContent('Draft, not published');

    await user.click(screen.getByTestId('admin-results-publish'));
    // One league: the count picks the singular (it read "1 leagues").
    expect(await screen.findByTestId('admin-publish-outcome')).toHaveTextContent('3 teams, 2 predictions and 1 league scored.');
    await waitFor(() => expect(screen.getByTestId('admin-results-state')).toHaveTextContent(/^Published$/));
    expect(screen.queryByText('Draft saved. Players see nothing until you publish.')).toBeNull();
    expect(api.calls).toContain('POST /api/admin/events/5/publish');
  });

  it('keeps the banner for a correction saved as a draft over published results', async () => {
    fakeApi({
      'GET /api/admin/events': { events: [EVENT] },
      'GET /api/admin/events/5/results': results('published'),
      'PUT /api/admin/events/5/results': results('published_with_draft'),
      'GET /api/admin/jobs/9': JOB,
    });
    const { user } = renderWithProviders(<AdminResultsPage />, { route: '/admin/results?event=5' });
    await user.click(await screen.findByTestId('admin-results-save'));
    expect(await screen.findByText('Draft saved. Players see nothing until you publish.')).toBeVisible();
    expect(screen.getByTestId('admin-results-state')).toHaveTextContent('Published, with an unpublished correction');
  });
});
