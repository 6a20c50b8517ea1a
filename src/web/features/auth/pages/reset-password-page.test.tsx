import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'a'.repeat(43);

describe('ResetPasswordPage', () => {
  it('refuses a password under 8 characters before sending it, and keeps the focus on the field', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    const field = screen.getByLabelText('New password', { selector: 'input' });
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Password must be at least 8 characters long$/);
    expect(field).toHaveFocus();
    expect(api.calls).toEqual([]);
  });
});
