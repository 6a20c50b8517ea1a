import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventDto } from '@shared/api/events';
import { rallyEvent } from '@web/test/data';
import { deferred, fakeApi, type FakeReply } from '@web/test/fake-api';
import { advance, fill, renderWithProviders, startFakeClock } from '@web/test/render';
import { EventsPage } from './events-page';

// "Now" is Tuesday 10 March 2026, noon (component tests run in UTC, src/web/test/setup.ts). March 2026 starts on a Sunday, so its
// Sunday-first grid is exactly five weeks: 1 March to 4 April.
const NOW = new Date('2026-03-10T12:00:00Z');

const EVENTS: EventDto[] = [
  rallyEvent(1, { name: 'Rallye Monte-Carlo', country: 'Monaco', location: 'Gap', surfaceType: 'mixed', status: 'completed', startDate: '2026-01-22T08:00:00Z', endDate: '2026-01-25T14:00:00Z' }),
  rallyEvent(2, { name: 'Rally Sweden', country: 'Sweden', location: 'Umeå', surfaceType: 'snow', status: 'completed', startDate: '2026-02-12T08:00:00Z', endDate: '2026-02-15T14:00:00Z' }),
  rallyEvent(3, { name: 'Safari Rally Kenya', country: 'Kenya', location: 'Naivasha', surfaceType: 'gravel', status: 'upcoming', startDate: '2026-03-12T08:00:00Z', endDate: '2026-03-15T14:00:00Z' }),
  // Over the month's end: its last days are in the grid's trailing week.
  rallyEvent(4, { name: 'Rally Islas Canarias', country: 'Spain', location: 'Las Palmas', surfaceType: 'tarmac', status: 'upcoming', startDate: '2026-03-30T08:00:00Z', endDate: '2026-04-02T14:00:00Z' }),
  rallyEvent(5, { name: 'Croatia Rally', country: 'Croatia', location: 'Zagreb', surfaceType: 'tarmac', status: 'upcoming', startDate: '2026-04-09T08:00:00Z', endDate: '2026-04-12T14:00:00Z' }),
  rallyEvent(6, { name: 'Rally Japan', country: 'Japan', location: 'Toyota City', surfaceType: 'tarmac', status: 'upcoming', season: 2027, startDate: '2027-11-05T01:00:00Z', endDate: '2027-11-08T06:00:00Z' }),
];

function renderEvents(route = '/events', events: EventDto[] = EVENTS) {
  const api = fakeApi({ 'GET /api/events': { events } });
  return { ...renderWithProviders(<EventsPage />, { route }), api };
}

const count = () => screen.getByTestId('events-count');
const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const chip = (name: string) => screen.getByRole('button', { name });

describe('EventsPage (list)', () => {
  it('says "Loading events..." over 6 placeholder cards, then counts this year\'s events', async () => {
    startFakeClock(NOW);
    const answer = deferred<FakeReply>();
    fakeApi({ 'GET /api/events': () => answer.promise });
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rally Calendar' })).toBeVisible();
    expect(count()).toHaveTextContent('Loading events...');
    expect(screen.getAllByTestId('event-card-skeleton')).toHaveLength(6);
    answer.resolve({ body: { events: EVENTS } });
    await advance();
    expect(count()).toHaveTextContent('5 events found');
    expect(screen.queryByTestId('event-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rallye Monte-Carlo' })).toHaveAttribute('href', '/events/1');
  });

  it('says "Failed to fetch events" with Try again when the calendar cannot load', async () => {
    fakeApi({ 'GET /api/events': (): FakeReply => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }) });
    renderWithProviders(<EventsPage />, { route: '/events' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch events');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('searches by name, country or location, clears the search, and says when nothing matches', async () => {
    startFakeClock(NOW);
    const { user } = renderEvents();
    await advance();
    const search = screen.getByPlaceholderText('Search rallies by name or location');
    await user.type(search, 'SWEDEN');
    expect(count()).toHaveTextContent('1 event found');
    expect(cardNames()).toEqual(['Rally Sweden']);
    await user.clear(search);
    await user.type(search, 'naivasha');
    expect(cardNames()).toEqual(['Safari Rally Kenya']);
    await user.clear(search);
    await user.type(search, 'croatia');
    expect(cardNames()).toEqual(['Croatia Rally']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(count()).toHaveTextContent('5 events found');

    await fill(user, search, 'no such rally anywhere');
    expect(count()).toHaveTextContent('0 events found');
    expect(screen.getByText('No events found')).toBeVisible();
    expect(screen.getByText("Try adjusting your filters to find what you're looking for.")).toBeVisible();
  });

  it('filters by status (several at once), surface and year; "Reset all" shows only when something differs', async () => {
    startFakeClock(NOW);
    const { user } = renderEvents();
    await advance();
    expect(count()).toHaveTextContent('5 events found');
    expect(screen.queryByRole('button', { name: 'Reset all' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Completed' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(chip('Completed'));
    expect(chip('Completed')).toHaveAttribute('aria-pressed', 'true');
    expect(count()).toHaveTextContent('2 events found');
    expect(screen.getByRole('button', { name: 'Reset all' })).toBeVisible();
    await user.click(chip('Upcoming'));
    expect(count()).toHaveTextContent('5 events found');
    await user.click(chip('Tarmac'));
    expect(cardNames()).toEqual(['Rally Islas Canarias', 'Croatia Rally']);

    await user.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(count()).toHaveTextContent('5 events found');
    expect(screen.queryByRole('button', { name: 'Reset all' })).not.toBeInTheDocument();
    expect(chip('Completed')).toHaveAttribute('aria-pressed', 'false');

    const year = screen.getByLabelText('Year');
    expect([...year.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['2024', '2025', '2026', '2027', '2028']);
    expect(year).toHaveValue('2026');
    await user.selectOptions(year, '2027');
    expect(count()).toHaveTextContent('1 event found');
    expect(cardNames()).toEqual(['Rally Japan']);
    expect(screen.getByRole('button', { name: 'Reset all' })).toBeVisible();
    await user.selectOptions(year, '2026');
    expect(screen.queryByRole('button', { name: 'Reset all' })).not.toBeInTheDocument();

    // Collapsing the panel hides the toggles but keeps the filters.
    await user.click(chip('Snow'));
    await user.click(toggle);
    expect(screen.queryByRole('button', { name: 'Snow' })).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Rally Sweden']);
  });
});

describe('EventsPage (calendar)', () => {
  it('draws 35 placeholder cells while loading, then opens on the next rally\'s month, Sunday first, today marked', async () => {
    startFakeClock(NOW);
    const answer = deferred<FakeReply>();
    fakeApi({ 'GET /api/events': () => answer.promise });
    renderWithProviders(<EventsPage />, { route: '/events?view=calendar' });
    expect(screen.getAllByTestId('calendar-skeleton-cell')).toHaveLength(35);
    answer.resolve({ body: { events: EVENTS } });
    await advance();
    expect(screen.queryByTestId('calendar-skeleton-cell')).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'March 2026' })).toBeVisible();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.querySelector('abbr')?.getAttribute('title'))).toEqual([
      'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
    ]);
    expect(screen.getAllByRole('cell')).toHaveLength(35);
    const today = screen.getByTestId('calendar-today');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByText('10')).toBeVisible();
    expect(screen.getAllByRole('cell')[0]).toHaveTextContent(/^1/);
  });

  it('shows an event on every day from its start to its end, and moves month by month', async () => {
    startFakeClock(NOW);
    const { user } = renderEvents('/events?view=calendar');
    await advance();
    const table = () => screen.getByRole('table');
    const links = (id: number) => within(table()).queryAllByRole('link').filter((a) => a.getAttribute('href') === `/events/${id}`);
    // Kenya: 12–15 March; Canarias: 30 March – 2 April, all inside the five-week grid.
    expect(links(3)).toHaveLength(4);
    expect(links(3)[0]).toHaveAttribute('data-status', 'upcoming');
    expect(links(3).map((a) => a.closest('td')?.querySelector('time')?.textContent)).toEqual(['12', '13', '14', '15']);
    expect(links(4).map((a) => a.closest('td')?.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'April 2026' })).toBeVisible();
    expect(links(5)).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'February 2026' })).toBeVisible();
    expect(links(2)).toHaveLength(4);
    expect(links(2)[0]).toHaveAttribute('data-status', 'completed');
    expect(screen.queryByTestId('calendar-today')).not.toBeInTheDocument();
  });
});
