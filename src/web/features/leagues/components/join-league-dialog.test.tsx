import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@web/components/ui/button';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { JoinLeagueDialog } from './join-league-dialog';

describe('JoinLeagueDialog', () => {
  it('submits nothing for an empty or blank code: the dialog stays open without a message', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<JoinLeagueDialog trigger={<Button>open</Button>} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Join League' });
    await user.click(within(dialog).getByRole('button', { name: 'Join League' }));
    await user.type(within(dialog).getByLabelText('Invite code'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Join League' }));
    expect(screen.getByRole('dialog', { name: 'Join League' })).toBeVisible();
    expect(within(dialog).getByLabelText('Invite code')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('Invalid invite code')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
