import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { fill, renderWithProviders } from '@web/test/render';
import { EventForm } from './event-form';

describe('EventForm (admin)', () => {
  it('an empty new event shows the shared schema\'s messages, marks the field and sends nothing', async () => {
    const api = fakeApi({});
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<EventForm event={null} onSaved={onSaved} />);
    await user.click(screen.getByTestId('admin-event-save'));
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    await fill(user, screen.getByLabelText('Name'), 'Rally Finland');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
