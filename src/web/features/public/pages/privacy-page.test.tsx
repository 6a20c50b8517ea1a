import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@web/test/render';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it('the privacy policy carries its date and the figures of the spec', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText('Last updated: January 1, 2025')).toBeVisible();
    for (const figure of [/within 30 days/, /within 48 hours/, /within 24 hours/]) {
      expect(screen.getByText(figure)).toBeVisible();
    }
    expect(screen.getAllByText(/under 13/).length).toBeGreaterThan(0);
  });
});
