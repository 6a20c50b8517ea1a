import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionQueryOptions } from '@web/lib/session';
import { sessionUser } from '@web/test/data';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { HelpPage } from './help-page';

function renderHelp() {
  return renderWithProviders(<HelpPage />, { route: '/help', cache: [[sessionQueryOptions.queryKey, sessionUser()]] });
}

const questions = () => screen.getAllByRole('heading', { level: 3 });
const search = () => screen.getByPlaceholderText('Search for help topics');

describe('HelpPage', () => {
  it('filters the eight FAQs as one types, says when none match, and Clear search brings them back', async () => {
    const { user } = renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    expect(questions()).toHaveLength(8);

    await user.type(search(), 'BUDGET');
    expect(questions()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'What is the starting budget?' }));
    expect(
      screen.getByText(/Every team starts with a budget of €10 million \(€10\.0M\) to build a team of 5 drivers\./),
    ).toBeVisible();

    await user.clear(search());
    await user.type(search(), 'zzqx');
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByText('No FAQs match your search. Try a different keyword or browse all FAQs.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search()).toHaveValue('');
    expect(questions()).toHaveLength(8);
  });

  it('keeps one answer open at a time', async () => {
    const { user } = renderHelp();
    const points = screen.getByRole('button', { name: 'How are points calculated?' });
    const transfers = screen.getByRole('button', { name: 'Can I make transfers during the season?' });
    await user.click(points);
    expect(points).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/25-18-15-12-10-8-6-4-2-1 points for 1st to 10th/)).toBeVisible();
    await user.click(transfers);
    expect(transfers).toHaveAttribute('aria-expanded', 'true');
    expect(points).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/25-18-15-12-10-8-6-4-2-1 points for 1st to 10th/)).not.toBeInTheDocument();
  });

  it('opens the four external resources in new tabs without handing the page over', () => {
    renderHelp();
    const external = screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(external).toHaveLength(4);
    for (const link of external) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links Rules & Scoring to that section of the rules, and Contact Support to the 4-row form', async () => {
    const api = fakeApi({});
    const { user } = renderHelp();
    expect(screen.getByRole('link', { name: /Rules & Scoring/ })).toHaveAttribute('href', '/rules#scoring');
    await user.click(screen.getByRole('link', { name: /Contact Support/ }));
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '4');
    expect(screen.getByText(/we'll reply to kalle@example\.com within 24 hours/)).toBeVisible();

    // An empty request is refused here, before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Subject is required');
    expect(api.calls).toEqual([]);
  });
});
