import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FantasyTeam } from '@shared/api/fantasy';
import { myTeamQueryOptions } from '@web/features/team';
import { fantasyTeam, teamDriver } from '@web/test/data';
import { fakeApi } from '@web/test/fake-api';
import { advance, renderWithProviders, startFakeClock } from '@web/test/render';
import { AddToTeamButton } from './add-to-team-button';

const DRIVER = { driverId: 7, driverName: 'Thierry Neuville', price: 2_400_000 };

function renderButton(team: FantasyTeam | null) {
  return renderWithProviders(<AddToTeamButton {...DRIVER} />, { cache: [[myTeamQueryOptions.queryKey, team]] });
}

const button = () => screen.getByRole('button', { name: /Add to Team/ });

describe('AddToTeamButton (driver page)', () => {
  it.each([
    ['without a team', null, 'Create a team first'],
    [
      'when the team has five drivers',
      fantasyTeam({ drivers: [1, 2, 3, 4, 5].map((id) => teamDriver(id)) }),
      'Your team is full (5 drivers): remove one on My Team to make room',
    ],
    [
      'when the remaining budget is below the price',
      fantasyTeam({ drivers: [teamDriver(1, { purchasePrice: 8_000_000 })] }),
      'Not enough budget',
    ],
  ])('is disabled %s and prints why under it', async (_case, team, reason) => {
    const api = fakeApi({});
    const { user } = renderButton(team);
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    await user.click(button());
    expect(api.calls).toEqual([]);
  });

  it('offers "Remove from Team" (confirmed) for a driver already in the team, not a disabled Add (issue 30, part 9)', async () => {
    const api = fakeApi({ 'DELETE /api/fantasy/team/drivers/7': { team: fantasyTeam() } });
    const { user } = renderButton(fantasyTeam({ drivers: [teamDriver(7, { name: 'Thierry Neuville' })] }));
    expect(screen.queryByRole('button', { name: /Add to Team/ })).not.toBeInTheDocument();
    expect(screen.getByText('Already in your team')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove from Team' }));
    const dialog = await screen.findByRole('dialog', { name: /Thierry Neuville/ });
    expect(api.calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /Remove/ }));
    await vi.waitFor(() => expect(api.calls).toEqual(['DELETE /api/fantasy/team/drivers/7']));
  });

  it('keeps "Added!" for its 3 seconds after a purchase, then offers "Remove from Team"', async () => {
    startFakeClock();
    const bought = fantasyTeam({ drivers: [teamDriver(1), teamDriver(7, { name: 'Thierry Neuville' })] });
    fakeApi({ 'POST /api/fantasy/team/drivers': () => ({ status: 201, body: { team: bought } }) });
    const { user } = renderButton(fantasyTeam({ drivers: [teamDriver(1)] }));
    await user.click(button());
    await advance();
    expect(screen.getByRole('button', { name: 'Added!' })).toBeVisible();
    await advance(2_900);
    expect(screen.getByRole('button', { name: 'Added!' })).toBeVisible();
    await advance(100);
    expect(screen.getByRole('button', { name: 'Remove from Team' })).toBeVisible();
  });

  it('is enabled, named with the driver and his price, when the team has room and budget', () => {
    renderButton(fantasyTeam({ drivers: [teamDriver(1)] }));
    expect(button()).not.toHaveAttribute('aria-disabled');
    expect(button()).toHaveAccessibleName('Add to Team: Thierry Neuville, €2.4M');
    expect(screen.queryByText('Create a team first')).not.toBeInTheDocument();
  });
});
