import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { DevelopersPage } from './developers-page';

describe('DevelopersPage', () => {
  it('explains tokens, gives copy-paste examples for this server, the limits and the stability promise', async () => {
    renderWithProviders(<DevelopersPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Build on Rally Fantasy' })).toBeVisible();
    for (const name of ['What the API offers', 'Make a token', 'Copy, paste, run', 'Limits', 'Our stability promise']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const origin = window.location.origin;
    expect(screen.getByText(new RegExp(`curl -H "Authorization: Bearer \\$RALLY_TOKEN"`))).toBeVisible();
    expect(screen.getByText(new RegExp(`${origin}/api/leagues/42/members`))).toBeVisible();
    expect(screen.getByText(/rally\.GET\('\/api\/leagues\/\{id\}\/members'/)).toBeVisible();
    expect(screen.getByText(/Each token may make 60 requests every 60 seconds\. Past that the answer is 429/)).toBeVisible();
    expect(screen.getByText(/at least 90 days before it goes/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download the OpenAPI document' })).toHaveAttribute('href', '/api/docs/openapi.json');
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
    expect(document.title).toContain('Developers');
  });
});
