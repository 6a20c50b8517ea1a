import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeagueDetail } from '@shared/api/leagues';
import { LEAGUE_MESSAGES } from '@shared/messages';
import { fakeApi, type FakeReply } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { LeagueSettingsPage } from './league-settings-page';

const league: LeagueDetail = {
  id: 7,
  name: 'Duel Club',
  description: null,
  memberCount: 1,
  isPrivate: true,
  isMember: true,
  isAdmin: true,
  createdBy: 'ann',
  createdAt: '2026-02-01T10:00:00.000Z',
  format: 'classic',
  rules: null,
  inviteCode: 'ABCD1234',
  members: [{ userId: 'ann', username: 'ann', avatarUrl: null, isAdmin: true, position: 1, teamName: null, points: 0, matchPoints: 0, joinedAt: '2026-02-01T10:00:00.000Z' }],
};

// game-rules §8.9: the format can change until the first lock; the server's refusal shows as it says it.
describe('LeagueSettingsPage format', () => {
  const render = () => renderWithProviders(<LeagueSettingsPage />, { route: '/leagues/7/settings', path: '/leagues/:id/settings' });

  it('sends the format only when it was changed', async () => {
    const api = fakeApi({ 'GET /api/leagues/7/settings': { league }, 'PATCH /api/leagues/7': { league } });
    const { user } = render();
    const select = await screen.findByLabelText('Format');
    expect(select).toHaveValue('classic');
    expect(select).toHaveAccessibleDescription("The format can change until the league's first rally starts.");
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.selectOptions(select, 'Head-to-head');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(api.bodies('PATCH /api/leagues/7')).toEqual([
      { name: 'Duel Club', description: null, rules: null, isPrivate: true },
      { name: 'Duel Club', description: null, rules: null, isPrivate: true, format: 'head_to_head' },
    ]);
  });

  it("shows the server's refusal after the first lock", async () => {
    fakeApi({
      'GET /api/leagues/7/settings': { league },
      'PATCH /api/leagues/7': (): FakeReply => ({ status: 409, body: { code: 'CONFLICT', message: LEAGUE_MESSAGES.formatLocked, messageCode: 'league.formatLocked' } }),
    });
    const { user } = render();
    await user.selectOptions(await screen.findByLabelText('Format'), 'Head-to-head');
    const form = screen.getByRole('button', { name: 'Save Changes' }).closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText(LEAGUE_MESSAGES.formatLocked)).toBeVisible();
  });
});
