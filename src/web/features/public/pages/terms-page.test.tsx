import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { TermsPage } from './terms-page';

describe('TermsPage', () => {
  it('the terms carry their date and figures, and the contents list links to each section', () => {
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    expect(screen.getByText('Last updated: January 1, 2025')).toBeVisible();
    for (const figure of [/at least 13 years old/, /99\.9% uptime/, /within 5 business days/]) {
      expect(screen.getByText(figure)).toBeVisible();
    }
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(contents).getByRole('link', { name: /Availability/ });
    expect(link).toHaveAttribute('href', '#availability');
    expect(document.getElementById('availability')).toHaveTextContent(/Availability/);
  });
});
