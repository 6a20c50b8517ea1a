import { describe, expect, it } from 'vitest';
import {
  canResetFilters,
  defaultEventFilters,
  filterEvents,
  yearChoices,
  type EventFilters,
  type FilterableEvent,
} from './event-filter';

type Ev = FilterableEvent & { id: number };

const events: Ev[] = [
  {
    id: 1,
    name: 'Rallye Monte-Carlo',
    country: 'Monaco',
    location: 'Gap',
    status: 'completed',
    surfaceType: 'mixed',
    startDate: '2025-01-23',
  },
  {
    id: 2,
    name: 'Rally Sweden',
    country: 'Sweden',
    location: 'Umeå',
    status: 'completed',
    surfaceType: 'snow',
    startDate: new Date('2025-02-13T07:00:00Z'),
  },
  {
    id: 3,
    name: 'Safari Rally Kenya',
    country: 'Kenya',
    location: null,
    status: 'active',
    surfaceType: 'gravel',
    startDate: '2025-03-20T06:00:00Z',
  },
  {
    id: 4,
    name: 'Croatia Rally',
    country: 'Croatia',
    location: 'Zagreb',
    status: 'upcoming',
    surfaceType: 'tarmac',
    startDate: '2025-04-10',
  },
  {
    id: 5,
    name: 'Rally Finland',
    country: 'Finland',
    location: 'Jyväskylä',
    status: 'upcoming',
    surfaceType: 'gravel',
    startDate: '2024-08-01',
  },
];

const filters = (over: Partial<EventFilters>): EventFilters => ({ ...defaultEventFilters(2025), ...over });
const ids = (list: Ev[]) => list.map((e) => e.id);

describe('defaultEventFilters', () => {
  it('has no search, no status, no surface and the current year', () => {
    expect(defaultEventFilters(2025)).toEqual({ search: '', statuses: [], surfaces: [], year: 2025 });
  });
});

describe('filterEvents', () => {
  it('keeps every event of the year with the default filters', () => {
    expect(ids(filterEvents(events, filters({})))).toEqual([1, 2, 3, 4]);
  });

  it('keeps only events starting in the chosen year', () => {
    expect(ids(filterEvents(events, filters({ year: 2024 })))).toEqual([5]);
    expect(ids(filterEvents(events, filters({ year: 2026 })))).toEqual([]);
  });

  it('uses the UTC year of the start date', () => {
    const newYear: Ev = { ...events[3]!, id: 9, startDate: '2026-01-01T00:30:00+02:00' };
    // 2026-01-01 00:30 at +02:00 is 2025-12-31 22:30 UTC.
    expect(ids(filterEvents([newYear], filters({ year: 2025 })))).toEqual([9]);
    expect(ids(filterEvents([newYear], filters({ year: 2026 })))).toEqual([]);
  });

  it('drops events whose start date cannot be read', () => {
    const broken: Ev = { ...events[0]!, id: 8, startDate: 'not a date' };
    expect(filterEvents([broken], filters({}))).toEqual([]);
  });

  it('searches the name case-insensitively', () => {
    expect(ids(filterEvents(events, filters({ search: 'SAFARI' })))).toEqual([3]);
    expect(ids(filterEvents(events, filters({ search: 'rally ' })))).toEqual([1, 2, 3, 4]);
  });

  it('searches the country', () => {
    expect(ids(filterEvents(events, filters({ search: 'monaco' })))).toEqual([1]);
  });

  it('searches the location and copes with a missing one', () => {
    expect(ids(filterEvents(events, filters({ search: 'zagreb' })))).toEqual([4]);
    expect(ids(filterEvents(events, filters({ search: 'umeå' })))).toEqual([2]);
    expect(ids(filterEvents(events, filters({ search: 'nairobi' })))).toEqual([]);
  });

  it('ignores a search made only of spaces', () => {
    expect(ids(filterEvents(events, filters({ search: '   ' })))).toEqual([1, 2, 3, 4]);
  });

  it('applies the status filter only when something is chosen', () => {
    expect(ids(filterEvents(events, filters({ statuses: ['upcoming'] })))).toEqual([4]);
    expect(ids(filterEvents(events, filters({ statuses: ['active', 'upcoming'] })))).toEqual([3, 4]);
  });

  it('applies the surface filter only when something is chosen', () => {
    expect(ids(filterEvents(events, filters({ surfaces: ['gravel'] })))).toEqual([3]);
    expect(ids(filterEvents(events, filters({ surfaces: ['snow', 'tarmac'] })))).toEqual([2, 4]);
  });

  it('combines every filter', () => {
    expect(
      ids(filterEvents(events, filters({ search: 'rally', statuses: ['completed'], surfaces: ['snow'] }))),
    ).toEqual([2]);
    expect(ids(filterEvents(events, filters({ search: 'kenya', statuses: ['completed'] })))).toEqual([]);
  });

  it('does not modify the input', () => {
    const copy = [...events];
    filterEvents(events, filters({ search: 'kenya' }));
    expect(events).toEqual(copy);
  });
});

describe('yearChoices', () => {
  it('is the current year plus or minus two, ascending', () => {
    expect(yearChoices(2025)).toEqual([2023, 2024, 2025, 2026, 2027]);
  });
});

describe('canResetFilters', () => {
  it('is false for the defaults', () => {
    expect(canResetFilters(defaultEventFilters(2025), 2025)).toBe(false);
  });

  it('is true once a search is typed, even spaces', () => {
    expect(canResetFilters(filters({ search: 'x' }), 2025)).toBe(true);
    expect(canResetFilters(filters({ search: ' ' }), 2025)).toBe(true);
  });

  it('is true once a status or surface is chosen', () => {
    expect(canResetFilters(filters({ statuses: ['active'] }), 2025)).toBe(true);
    expect(canResetFilters(filters({ surfaces: ['snow'] }), 2025)).toBe(true);
  });

  it('is true when the year differs from the current one', () => {
    expect(canResetFilters(filters({ year: 2024 }), 2025)).toBe(true);
  });
});
