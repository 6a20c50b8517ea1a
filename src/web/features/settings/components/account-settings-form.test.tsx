import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSettings } from '@shared/api/account';
import { fakeApi } from '@web/test/fake-api';
import { advance, fill, renderWithProviders, startFakeClock } from '@web/test/render';
import { AccountSettingsForm } from './account-settings-form';

const SETTINGS: AccountSettings = {
  profile: { username: 'kalle_fan', email: 'kalle@example.com', fullName: null, country: null },
  preferences: { notifications: true, emailUpdates: true, publicProfile: true, language: 'en', theme: 'light' },
};

describe('AccountSettingsForm', () => {
  it('shows the saved banner for 3 seconds after a save, then takes it away', async () => {
    startFakeClock();
    const api = fakeApi({
      'PATCH /api/me/settings': () => ({ body: { ...SETTINGS, profile: { ...SETTINGS.profile, fullName: 'Kalle Rovanperä' } } }),
    });
    const { user } = renderWithProviders(<AccountSettingsForm settings={SETTINGS} />);
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByText('Email address cannot be changed')).toBeVisible();

    await fill(user, screen.getByLabelText('Full Name'), 'Kalle Rovanperä');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await advance();
    expect(api.bodies('PATCH /api/me/settings')).toEqual([expect.objectContaining({ fullName: 'Kalle Rovanperä' })]);
    expect(screen.getByText('Your settings have been saved successfully!')).toBeVisible();
    await advance(2_999);
    expect(screen.getByText('Your settings have been saved successfully!')).toBeVisible();
    await advance(1);
    expect(screen.queryByText('Your settings have been saved successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Kalle Rovanperä');
  });
});
