import type { EventStatus, Surface } from '../constants/enums';

export interface EventFilters {
  search: string;
  statuses: EventStatus[];
  surfaces: Surface[];
  year: number;
}

export interface FilterableEvent {
  name: string;
  country: string;
  location: string | null;
  status: EventStatus;
  surfaceType: Surface;
  startDate: string | Date;
}

const YEAR_SPAN = 2;

export function defaultEventFilters(currentYear: number): EventFilters {
  return { search: '', statuses: [], surfaces: [], year: currentYear };
}

/** UTC year so the server and every browser put an event in the same season. */
function startYear(startDate: string | Date): number {
  return (typeof startDate === 'string' ? new Date(startDate) : startDate).getUTCFullYear();
}

/**
 * The calendar filters (docs/decisions/0042-calendar-and-event-detail.md). The search is trimmed first so stray spaces do not hide every event.
 * An unparseable start date matches no year and so hides the event.
 */
export function filterEvents<T extends FilterableEvent>(events: T[], f: EventFilters): T[] {
  const needle = f.search.trim().toLowerCase();
  return events.filter(
    (e) =>
      (needle === '' ||
        e.name.toLowerCase().includes(needle) ||
        e.country.toLowerCase().includes(needle) ||
        (e.location?.toLowerCase().includes(needle) ?? false)) &&
      (f.statuses.length === 0 || f.statuses.includes(e.status)) &&
      (f.surfaces.length === 0 || f.surfaces.includes(e.surfaceType)) &&
      startYear(e.startDate) === f.year,
  );
}

/** The year selector offers the current year plus or minus two, ascending. */
export function yearChoices(currentYear: number): number[] {
  return Array.from({ length: 2 * YEAR_SPAN + 1 }, (_, i) => currentYear - YEAR_SPAN + i);
}

/** "Reset all" shows once anything differs from the defaults; any typed search counts, even spaces. */
export function canResetFilters(f: EventFilters, currentYear: number): boolean {
  return f.search !== '' || f.statuses.length > 0 || f.surfaces.length > 0 || f.year !== currentYear;
}
