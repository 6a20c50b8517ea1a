import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unreadCountQueryOptions } from '@web/features/notifications/api/unread-count';
import { fakeApi, type FakeReply } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { NotificationsMenu } from './notifications-menu';

function renderBell(reply: FakeReply) {
  fakeApi({ 'GET /api/notifications/unread-count': () => reply });
  return renderWithProviders(<NotificationsMenu />);
}

describe('NotificationsMenu (the bell)', () => {
  it('shows the unread count on the badge and in its name', async () => {
    renderBell({ body: { count: 4 } });
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent(/^4$/);
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible();
  });

  it('caps the badge at 99+', async () => {
    renderBell({ body: { count: 150 } });
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent(/^99\+$/);
  });

  it.each([
    ['nothing is unread', { body: { count: 0 } }],
    ['the count cannot be read', { status: 500, body: { code: 'INTERNAL', message: 'Internal error' } }],
  ])('has no badge when %s', async (_case, reply: FakeReply) => {
    const { queryClient } = renderBell(reply);
    // Only once the answer is in: no badge is shown while the count is on its way either.
    await waitFor(() => expect(queryClient.getQueryState(unreadCountQueryOptions.queryKey)?.status).not.toBe('pending'));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });
});
