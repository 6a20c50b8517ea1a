import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '@web/test/fake-api';
import { fill, renderWithProviders } from '@web/test/render';
import { LoginPage } from './login-page';

const signIn = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'someone@example.com');
  await fill(user, screen.getByLabelText('Password', { selector: 'input' }), 'whatever-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('LoginPage', () => {
  it('sends nothing while a field is empty: no banner, the focus goes to what is missing', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the server\'s message, or "Failed to login" without one, dismissible with the x', async () => {
    let reply: FakeReply = {
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in attempts. Please try again in a few minutes.' },
    };
    const api = fakeApi({ 'POST /api/auth/sign-in/email': () => reply });
    const { user, location } = renderWithProviders(<LoginPage />, { route: '/login' });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please try again in a few minutes.',
    );
    expect(api.bodies('POST /api/auth/sign-in/email')).toEqual([
      { email: 'someone@example.com', password: 'whatever-password', rememberMe: true },
    ]);

    reply = { status: 500, body: {} };
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to login$/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/login');
  });
});
