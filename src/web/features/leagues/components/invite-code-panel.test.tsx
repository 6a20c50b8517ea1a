import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, renderWithProviders, startFakeClock } from '@web/test/render';
import { InviteCodePanel } from './invite-code-panel';

describe('InviteCodePanel', () => {
  it('copies the code and says "Copied!" for 2 seconds, then offers Copy again', async () => {
    startFakeClock();
    const { user } = renderWithProviders(<InviteCodePanel code="AB12CD34" leagueName="Gravel Gang" />);
    expect(screen.getByTestId('invite-code')).toHaveTextContent('AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Copy invite code' }));
    await advance();
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe('AB12CD34');
    await advance(1_999);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await advance(1);
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy invite code' })).toBeVisible();
  });

  it('without a share sheet copies the join link and says so', async () => {
    const { user } = renderWithProviders(<InviteCodePanel code="AB12CD34" leagueName="Gravel Gang" />);
    await user.click(screen.getByRole('button', { name: 'Share Invite Code' }));
    expect(await screen.findByText('Invite link copied!')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/leagues/join/AB12CD34`);
  });
});
