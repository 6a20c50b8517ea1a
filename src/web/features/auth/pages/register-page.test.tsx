import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeReply } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { RegisterPage } from './register-page';

describe('RegisterPage', () => {
  it('says under the password field that it needs at least 8 characters', async () => {
    fakeApi({ 'GET /api/config/registration': { enabled: true } });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters long');
    expect(screen.getByText('Password must be at least 8 characters long')).toBeVisible();
  });

  it('shows the closed notice with a sign-in link when registration is closed', async () => {
    fakeApi({ 'GET /api/config/registration': { enabled: false } });
    const { user, location } = renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(await screen.findByRole('heading', { name: 'Registration Currently Closed' })).toBeVisible();
    expect(
      screen.getByText(
        'New user registrations are temporarily disabled. Please check back later or contact support if you need assistance.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(location().pathname).toBe('/login');
  });

  it('keeps registration open when the lookup fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/config/registration': (): FakeReply => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }),
    });
    renderWithProviders(<RegisterPage />, { route: '/register' });
    expect(await screen.findByLabelText('Username')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Registration Currently Closed' })).not.toBeInTheDocument();
  });
});
