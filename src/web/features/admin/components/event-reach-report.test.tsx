import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReachEventReport } from '@shared/api/reach';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { EventReachReport } from './event-reach-report';

const REPORT: ReachEventReport = {
  eventId: 7,
  kinds: [
    { kind: 'lock_24h', dueAt: '2033-04-09T08:00:00.000Z', until: '2033-04-09T09:00:00.000Z', planned: 0, sent: 41, failed: 0, lost: 1 },
    { kind: 'lock_1h', dueAt: '2033-04-10T07:00:00.000Z', until: '2033-04-10T07:30:00.000Z', planned: 3, sent: 12, failed: 2, lost: 0 },
    { kind: 'digest', dueAt: null, until: null, planned: 0, sent: 0, failed: 0, lost: 0 },
  ],
};

describe('EventReachReport', () => {
  it('shows each kind with its window and its planned, sent, failed and lost counts', async () => {
    fakeApi({ 'GET /api/admin/events/7/reach': () => ({ body: REPORT }) });
    renderWithProviders(<EventReachReport eventId={7} />);
    const table = await screen.findByRole('table', { name: 'Reminders and digests' });
    const row = within(table).getByRole('row', { name: /1 h before the lock/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(2)).toEqual(['3', '12', '2', '0']);
    expect(within(table).getByRole('row', { name: /Results digest/ })).toHaveTextContent('After the publish');
  });
});
