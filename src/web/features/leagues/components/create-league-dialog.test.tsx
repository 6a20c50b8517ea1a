import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@web/components/ui/button';
import { deferred, fakeApi, type FakeReply } from '@web/test/fake-api';
import { fill, renderWithProviders } from '@web/test/render';
import { CreateLeagueDialog } from './create-league-dialog';

describe('CreateLeagueDialog', () => {
  it('keeps Create League disabled until the name has more than spaces, is private by default, and sends the trimmed name', async () => {
    const answer = deferred<FakeReply>();
    const api = fakeApi({ 'POST /api/leagues': () => answer.promise });
    const { user } = renderWithProviders(<CreateLeagueDialog trigger={<Button>open</Button>} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Create League' });
    const submit = within(dialog).getByRole('button', { name: 'Create League' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('League name'), '   ');
    expect(submit).toBeDisabled();
    expect(within(dialog).getByLabelText('Private league')).toBeChecked();

    await fill(user, within(dialog).getByLabelText('League name'), 'Gravel Gang  ');
    await fill(user, within(dialog).getByLabelText('Description'), 'Friends from the forest stages');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(api.bodies('POST /api/leagues')).toEqual([
      { name: 'Gravel Gang', description: 'Friends from the forest stages', isPrivate: true, format: 'classic' },
    ]);
  });

  it('offers classic (chosen) or head-to-head and sends the format chosen (game-rules §8.9)', async () => {
    const api = fakeApi({ 'POST /api/leagues': () => deferred<FakeReply>().promise });
    const { user } = renderWithProviders(<CreateLeagueDialog trigger={<Button>open</Button>} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Create League' });
    const group = within(dialog).getByRole('group', { name: 'Format' });
    const classic = within(group).getByRole('radio', { name: /^Classic/ });
    const h2h = within(group).getByRole('radio', { name: /^Head-to-head/ });
    expect(classic).toBeChecked();
    expect(h2h).not.toBeChecked();
    expect(h2h).toHaveAccessibleDescription('Every rally pairs you with another member: a win is worth 3 league points, a draw 1.');
    await user.click(h2h);
    expect(h2h).toBeChecked();
    await fill(user, within(dialog).getByLabelText('League name'), 'Duel Club');
    await user.click(within(dialog).getByRole('button', { name: 'Create League' }));
    expect(api.bodies('POST /api/leagues')).toEqual([{ name: 'Duel Club', description: null, isPrivate: true, format: 'head_to_head' }]);
  });
});
