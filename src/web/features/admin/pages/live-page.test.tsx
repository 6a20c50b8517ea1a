import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminEvent } from '@shared/api/admin-events';
import type { AdminLiveResponse } from '@shared/api/live';
import { fakeApi, type FakeReply } from '@web/test/fake-api';
import { liveDriver, liveHeader, liveStage } from '@web/test/live-data';
import { fill, renderWithProviders } from '@web/test/render';
import { AdminLivePage } from './live-page';

const event = (id: number, status: AdminEvent['status']): AdminEvent => ({
  id,
  season: 2026,
  round: id,
  name: `Rally ${id}`,
  country: 'Sweden',
  location: null,
  description: null,
  descriptionLanguage: null,
  descriptionFacts: null,
  imageUrl: null,
  startDate: '2026-03-05T08:00:00Z',
  endDate: '2026-03-08T14:00:00Z',
  status,
  surfaceType: 'snow',
  timeZone: 'Europe/Stockholm',
  stageCount: 2,
  entryCount: 3,
  resultCount: 0,
});

const LIVE: AdminLiveResponse = {
  event: liveHeader({ id: 4, latestStage: liveStage(1), stageCount: 2, publishedStageCount: 1 }),
  entries: [liveDriver(1, { name: 'Elfyn Evans' }), liveDriver(2, { name: 'Kalle Rovanperä' }), liveDriver(3, { name: 'Ott Tänak' })],
  stages: [
    { ...liveStage(1, { name: 'Umeå' }), results: [{ driverId: 1, status: 'finished', time: '5:01.2', penalty: null, restarted: false }] },
    { ...liveStage(2, { name: 'Vargåsen', published: false, revision: 0 }), results: [] },
  ],
  draftFilled: false,
};

function renderPage(routes: Record<string, unknown>) {
  const api = fakeApi({ 'GET /api/admin/events': { events: [event(3, 'completed'), event(4, 'active')] }, 'GET /api/admin/events/4/live': LIVE, ...routes });
  return { api, ...renderWithProviders(<AdminLivePage />, { route: '/admin/live' }) };
}

describe('AdminLivePage', () => {
  it('opens the only active event on its next stage; typed times and a retirement are saved and published', async () => {
    const { api, user } = renderPage({
      // Published: the stage comes back with a new revision, so the form starts afresh; the word stays.
      'PUT /api/admin/events/4/live/stages/102': {
        ...LIVE,
        event: { ...LIVE.event, publishedStageCount: 2 },
        stages: [LIVE.stages[0]!, { ...LIVE.stages[1]!, published: true, revision: 1 }],
      },
    });
    const stage = await screen.findByRole('combobox', { name: 'Stage' });
    expect(within(stage).getAllByRole('option').map((o) => o.textContent)).toEqual(['SS1 · Umeå · published', 'SS2 · Vargåsen']);
    expect(stage).toHaveValue('102');
    expect(screen.getByTestId('admin-live-progress')).toHaveTextContent('1 of 2 stages published');
    await fill(user, screen.getByRole('textbox', { name: 'Time of Elfyn Evans' }), '9:58.1');
    await fill(user, screen.getByRole('textbox', { name: 'Penalty of Elfyn Evans' }), '0:10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Ott Tänak' }), 'retired');
    expect(screen.getByRole('textbox', { name: 'Time of Ott Tänak' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ott Tänak restarts later' }));
    await user.click(screen.getByRole('button', { name: 'Save and publish SS2' }));
    // The untouched row (Rovanperä) is not sent.
    expect(api.bodies('PUT /api/admin/events/4/live/stages/102')).toEqual([
      {
        revision: 0,
        results: [
          { driverId: 1, status: 'finished', time: '9:58.1', penalty: '0:10', restarted: false },
          { driverId: 3, status: 'retired', time: null, penalty: null, restarted: true },
        ],
      },
    ]);
    expect(await screen.findByText('SS2 published. Players see it now.')).toBeVisible();
  });

  it('names each refused row by driver and field, marks the field, and says nothing was saved', async () => {
    const { user } = renderPage({
      'PUT /api/admin/events/4/live/stages/102': (): FakeReply => ({
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: 'Row 2, time: over two hours',
          details: { issues: [{ row: 2, field: 'time', message: 'over two hours' }] },
        },
      }),
    });
    await fill(user, await screen.findByRole('textbox', { name: 'Time of Elfyn Evans' }), '9:58.1');
    await fill(user, screen.getByRole('textbox', { name: 'Time of Kalle Rovanperä' }), '130:00.0');
    await user.click(screen.getByRole('button', { name: 'Save and publish SS2' }));
    expect(await screen.findByText('Nothing was saved. Fix these rows:')).toBeVisible();
    expect(screen.getByTestId('admin-live-issues')).toHaveTextContent('Kalle Rovanperä, time: over two hours');
    expect(screen.getByRole('textbox', { name: 'Time of Kalle Rovanperä' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Time of Elfyn Evans' })).not.toHaveAttribute('aria-invalid');
  });

  it('imports a file and lists a refused file row by row and field', async () => {
    const { api, user } = renderPage({
      'POST /api/admin/events/4/live/import': (): FakeReply => ({
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Row 3, driver: unknown', details: { issues: [{ row: 3, field: 'driver', message: 'unknown driver "Sebastien"' }] } },
      }),
    });
    const file = new File(['stage,driver,status,time\n2,1,finished,9:58.1\n'], 'ss2.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('File'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByTestId('admin-live-import-issues')).toHaveTextContent('Row 3, driver: unknown driver "Sebastien"');
    expect(api.bodies('POST /api/admin/events/4/live/import')).toEqual([
      { format: 'csv', content: 'stage,driver,status,time\n2,1,finished,9:58.1\n' },
    ]);
  });
});
