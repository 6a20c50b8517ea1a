import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('shows the FAQ and the coming-soon community block beside the form', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    expect(screen.getByText('How quickly will I get a reply?')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Community' })).getByText('Coming soon')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect(document.title).toBe('Contact · Rally Fantasy');
  });
});
