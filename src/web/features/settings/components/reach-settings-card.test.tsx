import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REACH_DEFAULTS } from '@shared/api/reach';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { ReachSettingsCard } from './reach-settings-card';

describe('ReachSettingsCard', () => {
  it('saves one kind at once when it is unticked, and says so', async () => {
    const api = fakeApi({
      'GET /api/me/reach': () => ({ body: REACH_DEFAULTS }),
      'PATCH /api/me/reach': () => ({ body: { ...REACH_DEFAULTS, emailLock1h: false } }),
    });
    const { user } = renderWithProviders(<ReachSettingsCard emailUpdates />);
    const oneHour = await screen.findByLabelText('E-mail me one hour before each lock if my team or prediction is missing');
    expect(oneHour).toBeChecked();
    await user.click(oneHour);
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(api.bodies('PATCH /api/me/reach')).toEqual([{ emailLock1h: false }]);
    expect(oneHour).not.toBeChecked();
    expect(screen.getByLabelText('E-mail me 24 hours before each lock if my team or prediction is missing')).toBeChecked();
  });

  it('explains that nothing is sent while the e-mail updates switch is off', async () => {
    fakeApi({ 'GET /api/me/reach': () => ({ body: REACH_DEFAULTS }) });
    renderWithProviders(<ReachSettingsCard emailUpdates={false} />);
    expect(await screen.findByText('E-mail updates are off above, so none of these e-mails is sent.')).toBeVisible();
  });
});
