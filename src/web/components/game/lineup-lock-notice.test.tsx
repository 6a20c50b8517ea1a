import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BadgeEvent } from '@shared/api/public-site';
import { nextEventQueryOptions } from '@web/lib/api/next-event';
import { advance, renderWithProviders, startFakeClock } from '@web/test/render';
import { LineupLockNotice } from './lineup-lock-notice';

const NEXT: BadgeEvent = {
  id: 3,
  name: 'Safari Rally Kenya',
  country: 'Kenya',
  location: 'Naivasha',
  startDate: '2026-03-03T15:04:05Z',
  endDate: '2026-03-06T14:00:00Z',
  status: 'upcoming',
};

describe('LineupLockNotice', () => {
  it('counts down to the next rally\'s start, naming and linking it', async () => {
    startFakeClock(new Date('2026-03-01T12:00:00Z'));
    renderWithProviders(<LineupLockNotice />, { cache: [[nextEventQueryOptions.queryKey, NEXT]] });
    const notice = screen.getByTestId('lineup-lock-notice');
    expect(notice).toHaveTextContent(/^Lineup locks in 2d 03:04:05 at the start of Safari Rally Kenya \(.+, your time\)\. Transfers after that count from the next rally\.$/);
    expect(within(notice).getByRole('link', { name: 'Safari Rally Kenya' })).toHaveAttribute('href', '/events/3');
    await advance(1_000);
    expect(notice).toHaveTextContent(/Lineup locks in 2d 03:04:04 at the start of/);
  });

  it('while the rally runs says the lineup is locked for it', () => {
    renderWithProviders(<LineupLockNotice />, { cache: [[nextEventQueryOptions.queryKey, { ...NEXT, status: 'active' }]] });
    expect(screen.getByTestId('lineup-lock-notice')).toHaveTextContent(
      'Lineup locked. Your drivers at the start of Safari Rally Kenya score for it; transfers you make now count from the next rally.',
    );
  });
});
