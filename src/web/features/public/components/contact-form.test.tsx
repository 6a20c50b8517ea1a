import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fakeApi, type FakeReply } from '@web/test/fake-api';
import { advance, fill, renderWithProviders, startFakeClock, type Rendered } from '@web/test/render';
import { ContactForm } from './contact-form';

const field = (name: 'Name' | 'Email' | 'Subject' | 'Message') => screen.getByRole('textbox', { name });
const category = () => screen.getByRole('combobox', { name: 'Category' });

async function fillForm({ user }: Rendered): Promise<void> {
  await user.type(field('Name'), 'Elfyn Evans');
  await fill(user, field('Email'), 'elfyn@example.com');
  await user.selectOptions(category(), 'bug');
  await fill(user, field('Subject'), 'Stage times missing');
  await fill(user, field('Message'), 'The stages tab of Rally Japan shows TBD everywhere.');
}

describe('ContactForm', () => {
  it('says what is missing, focuses the first field, marks it invalid and sends nothing', async () => {
    const api = fakeApi({});
    const view = renderWithProviders(<ContactForm />);
    expect(screen.getByText('Fields marked * are required.')).toBeVisible();
    expect(category()).toHaveValue('general');
    expect([...category().querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'General Inquiry',
      'Technical Support',
      'Bug Report',
      'Feature Request',
      'League Issues',
    ]);
    expect(field('Email')).toHaveAttribute('type', 'email');

    await view.user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const text of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Name is required');

    await view.user.type(field('Name'), 'Elfyn');
    await fill(view.user, field('Email'), 'not-an-email');
    await view.user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('reads "Sending..." (disabled) while sending, shows the success for 3 s, then an empty form', async () => {
    startFakeClock();
    const answer = deferred<FakeReply>();
    const api = fakeApi({ 'POST /api/contact': () => answer.promise });
    const view = renderWithProviders(<ContactForm />);
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Send Message' }));
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(api.bodies('POST /api/contact')).toEqual([
      {
        name: 'Elfyn Evans',
        email: 'elfyn@example.com',
        category: 'bug',
        subject: 'Stage times missing',
        message: 'The stages tab of Rally Japan shows TBD everywhere.',
      },
    ]);

    answer.resolve({ status: 201, body: { id: 7, createdAt: '2026-03-01T12:00:00.000Z' } });
    await advance();
    expect(screen.getByText('Message Sent Successfully!')).toBeVisible();
    expect(screen.getByText("Thank you for contacting us. We'll respond within 24 hours.")).toBeVisible();
    await advance(2_999);
    expect(screen.getByText('Message Sent Successfully!')).toBeVisible();
    await advance(1);
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
    for (const name of ['Name', 'Email', 'Subject', 'Message'] as const) expect(field(name)).toHaveValue('');
    expect(category()).toHaveValue('general');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows the server's refusal in a banner and keeps what was typed", async () => {
    fakeApi({
      'POST /api/contact': (): FakeReply => ({
        status: 429,
        body: { code: 'TOO_MANY_REQUESTS', message: 'Too many messages sent from this network. Please try again later.' },
      }),
    });
    const view = renderWithProviders(<ContactForm />);
    await fillForm(view);
    await view.user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent');
    expect(alert).toHaveTextContent('Too many messages sent from this network. Please try again later.');
    expect(field('Subject')).toHaveValue('Stage times missing');
    expect(screen.queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
  });
});
