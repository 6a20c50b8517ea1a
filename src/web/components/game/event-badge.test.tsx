import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BadgeEvent } from '@shared/api/public-site';
import { liveStatusQueryOptions } from '@web/lib/api/live-status';
import { nextEventQueryOptions } from '@web/lib/api/next-event';
import { deferred, fakeApi, type FakeReply } from '@web/test/fake-api';
import { advance, renderWithProviders, startFakeClock } from '@web/test/render';
import { FloatingEventBadge, type EventBadgePlacement } from './event-badge';

// Now: 1 March 2026, 12:00 UTC; the rally starts 2 days, 3 hours, 4 minutes and 5 seconds later.
const NOW = new Date('2026-03-01T12:00:00Z');
const NEXT: BadgeEvent = {
  id: 3,
  name: 'Safari Rally Kenya',
  country: 'Kenya',
  location: 'Naivasha',
  startDate: '2026-03-03T15:04:05Z',
  endDate: '2026-03-06T14:00:00Z',
  status: 'upcoming',
};

function renderBadge(event: BadgeEvent | null) {
  return renderWithProviders(<FloatingEventBadge placement="inline" />, { cache: [[nextEventQueryOptions.queryKey, event]] });
}

describe('FloatingEventBadge', () => {
  it('links to the next rally with a countdown to its start that ticks every second', async () => {
    startFakeClock(NOW);
    renderBadge(NEXT);
    const badge = screen.getByRole('link', { name: /^Next rally: Safari Rally Kenya\s?, starts in .+ your time$/ });
    expect(badge).toHaveAttribute('href', '/events/3');
    const countdown = screen.getByTestId('event-badge-countdown');
    expect(countdown).toHaveTextContent(/^2d 03:04:05$/);
    await advance(1_000);
    expect(countdown).toHaveTextContent(/^2d 03:04:04$/);
    // Under a day the days go.
    vi.setSystemTime(new Date('2026-03-03T15:03:50Z'));
    await advance(1_000);
    expect(countdown).toHaveTextContent(/^00:00:14$/);
  });

  it('says "Starting now" at the start and asks the server again, which turns it "live"', async () => {
    startFakeClock(new Date('2026-03-03T15:04:03Z'));
    const answer = deferred<FakeReply>();
    const api = fakeApi({ 'GET /api/site/next-event': () => answer.promise, 'GET /api/live': { live: [] } });
    renderBadge(NEXT);
    expect(screen.getByTestId('event-badge-countdown')).toHaveTextContent(/^00:00:02$/);
    await advance(2_000);
    expect(screen.getByTestId('event-badge-countdown')).toHaveTextContent(/^Starting now$/);
    expect(api.calls).toEqual(['GET /api/site/next-event']);
    answer.resolve({ body: { event: { ...NEXT, status: 'active' } } });
    await advance();
    expect(screen.getByRole('link', { name: /^Live now: Safari Rally Kenya\s?, Rally in progress$/ })).toHaveAttribute(
      'href',
      '/events/3',
    );
  });

  it('says "live" while an event runs, with its latest stage once one is in, and is not there when none is scheduled', async () => {
    fakeApi({ 'GET /api/live': { live: [] } });
    const view = renderBadge({ ...NEXT, id: 7, name: 'Rally Italia Sardegna', status: 'active' });
    expect(screen.getByRole('link', { name: /^Live now: Rally Italia Sardegna\s?, Rally in progress$/ })).toHaveAttribute(
      'href',
      '/events/7',
    );
    view.unmount();
    renderWithProviders(<FloatingEventBadge placement="inline" />, {
      cache: [
        [nextEventQueryOptions.queryKey, { ...NEXT, id: 7, name: 'Rally Italia Sardegna', status: 'active' }],
        [liveStatusQueryOptions.queryKey, [{ eventId: 7, eventName: 'Rally Italia Sardegna', stageNumber: 7, stageName: 'Monte Lerno', publicationId: 3 }]],
      ],
    });
    expect(await screen.findByRole('link', { name: /^Live now: Rally Italia Sardegna\s?, Live · SS7$/ })).toBeVisible();
    cleanup();
    renderBadge(null);
    expect(screen.queryByTestId('event-badge')).not.toBeInTheDocument();
  });
});

/**
 * Whether a 375 px screen hides `el` (Tailwind classes are not applied in the test DOM, so they are read): a
 * class that hides it (`sr-only`, `hidden`) with no breakpoint, or with a max-width one above 375 px, on the
 * element or on a parent inside the badge. Min-width variants (`sm:`, `md:max-lg:`) start above a phone.
 */
function hiddenAt375(el: HTMLElement): boolean {
  const maxWidth: Record<string, number> = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 };
  for (let node: HTMLElement | null = el; node && node.dataset.testid !== 'event-badge'; node = node.parentElement) {
    for (const token of node.classList) {
      const match = /^(?:max-(sm|md|lg|xl|2xl|\[(\d+)px\]):)?(?:sr-only|hidden)$/.exec(token);
      if (!match) continue;
      const [, named, px] = match;
      if (!named) return true;
      if (375 < (px ? Number(px) + 1 : maxWidth[named]!)) return true;
    }
  }
  return false;
}

describe('FloatingEventBadge in a header on a 375 px phone (issue 30, part 10)', () => {
  it.each<EventBadgePlacement>(['shell', 'public'])('shows the ticking countdown in the %s header, with the same name', async (placement) => {
    startFakeClock(NOW);
    renderWithProviders(<FloatingEventBadge placement={placement} />, { cache: [[nextEventQueryOptions.queryKey, NEXT]] });
    const badge = screen.getByRole('link', { name: /^Next rally: Safari Rally Kenya\s?, starts in 2d 03:04:05\s?· .+ your time$/ });
    const countdown = screen.getByTestId('event-badge-countdown');
    expect(countdown).toHaveTextContent(/^2d 03:04:05$/);
    expect(hiddenAt375(countdown)).toBe(false);
    // The rally's name and local start stay folded into the name on a phone.
    expect(hiddenAt375(screen.getByText('Safari Rally Kenya'))).toBe(true);
    await advance(1_000);
    expect(countdown).toHaveTextContent(/^2d 03:04:04$/);
    expect(badge).toHaveAttribute('href', '/events/3');
  });
});
