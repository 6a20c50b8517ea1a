import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceWaitingUpdate } from '@web/lib/pwa/app-update';
import { renderWithProviders } from '@web/test/render';
import { WaitingUpdateToast } from './pwa-notices';
// Loaded lazily by the app; here at once, so the test waits for React, not for the module transform.
import './update-toast';

afterEach(() => announceWaitingUpdate(null));

describe('UpdateToast', () => {
  it('shows nothing while no new version waits', () => {
    renderWithProviders(<WaitingUpdateToast />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the waiting version politely, and switches to it on Reload', async () => {
    const apply = vi.fn();
    const { user } = renderWithProviders(<WaitingUpdateToast />);
    act(() => announceWaitingUpdate(apply));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('New version available');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Reload/ })).toBeDisabled();
  });
});
