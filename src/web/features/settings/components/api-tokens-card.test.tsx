import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiToken } from '@shared/api/api-tokens';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { ApiTokensCard } from './api-tokens-card';

const RATE = { requests: 60, windowSeconds: 60 };
const BOT: ApiToken = { id: 7, name: 'League bot', prefix: 'rfp_AbCd', createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: null };
const SECRET = 'rfp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

describe('ApiTokensCard', () => {
  it('shows skeletons while loading, then says there are no tokens and the limit', async () => {
    fakeApi({ 'GET /api/me/api-tokens': () => ({ body: { tokens: [], rateLimit: RATE } }) });
    const { container } = renderWithProviders(<ApiTokensCard />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('You have no API tokens yet.')).toBeVisible();
    expect(screen.getByText('Each token may make 60 requests every 60 seconds.')).toBeVisible();
  });

  it('asks for a name before sending anything', async () => {
    const api = fakeApi({ 'GET /api/me/api-tokens': () => ({ body: { tokens: [], rateLimit: RATE } }) });
    const { user } = renderWithProviders(<ApiTokensCard />);
    await screen.findByText('You have no API tokens yet.');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Give the token a name')).toBeVisible();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('creates a token, shows its secret once with a copy button, and lists it without the secret', async () => {
    let tokens: ApiToken[] = [];
    const api = fakeApi({
      'GET /api/me/api-tokens': () => ({ body: { tokens, rateLimit: RATE } }),
      'POST /api/me/api-tokens': () => {
        tokens = [BOT];
        return { status: 201, body: { token: BOT, secret: SECRET } };
      },
    });
    const { user } = renderWithProviders(<ApiTokensCard />);
    await screen.findByText('You have no API tokens yet.');
    await user.type(screen.getByLabelText('Token name'), 'League bot');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('Your new API token')).toHaveValue(SECRET);
    expect(api.bodies('POST /api/me/api-tokens')).toEqual([{ name: 'League bot' }]);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);
    expect(screen.getByText('Copied to the clipboard.')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('League bot')).toBeVisible();
    expect(within(list).getByText(/never used/)).toBeVisible();
    // Once dismissed, the secret is gone from the page for good.
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("shows the server's refusal in the reader's language when the limit is reached", async () => {
    fakeApi({
      'GET /api/me/api-tokens': () => ({ body: { tokens: [BOT], rateLimit: RATE } }),
      'POST /api/me/api-tokens': () => ({
        status: 409,
        body: { code: 'CONFLICT', message: 'You can keep at most 10 API tokens. Revoke one to make another', messageCode: 'apiToken.limitReached' },
      }),
    });
    const { user } = renderWithProviders(<ApiTokensCard />);
    await screen.findByText('League bot');
    await user.type(screen.getByLabelText('Token name'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('You can keep at most 10 API tokens. Revoke one to make another')).toBeVisible();
  });

  it('revokes a token after confirmation', async () => {
    let tokens: ApiToken[] = [{ ...BOT, lastUsedAt: '2026-03-02T08:30:00.000Z' }];
    const api = fakeApi({
      'GET /api/me/api-tokens': () => ({ body: { tokens, rateLimit: RATE } }),
      'DELETE /api/me/api-tokens/7': () => {
        tokens = [];
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<ApiTokensCard />);
    expect(await screen.findByText(/last used/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Revoke the token League bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke "League bot"?' }, { timeout: 5000 });
    expect(dialog).toHaveAccessibleDescription('Scripts using this token stop working at once. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('You have no API tokens yet.')).toBeVisible();
    expect(api.calls).toContain('DELETE /api/me/api-tokens/7');
  });
});
