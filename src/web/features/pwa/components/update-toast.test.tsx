import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceWaitingUpdate } from '@web/lib/pwa/app-update';
import { renderWithProviders } from '@web/test/render';
import { UpdateToast } from './update-toast';

afterEach(() => announceWaitingUpdate(null));

describe('UpdateToast', () => {
  it('shows nothing while no new version waits', () => {
    renderWithProviders(<UpdateToast />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the waiting version politely, and switches to it on Reload', async () => {
    const apply = vi.fn();
    const { user } = renderWithProviders(<UpdateToast />);
    act(() => announceWaitingUpdate(apply));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('New version available');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Reload/ })).toBeDisabled();
  });
});
