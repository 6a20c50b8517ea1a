// The demo season is laid out around "today" instead of the real calendar, so a fresh start always has
// completed events (standings, prices, points) and upcoming ones (predictions, purchases).
// Everything is computed from today's UTC calendar date only: any time of that day gives the same season.

export const DAY_MS = 86_400_000;
/** Events 1..9 are over on seed day, 10..14 are still to come (about two thirds completed). */
export const COMPLETED_EVENTS = 9;
export const EVENT_SPACING_DAYS = 14;
/** Used instead when a fortnightly rhythm would push events out of the season's calendar year. */
export const TIGHT_SPACING_DAYS = 7;
/** An event runs Thursday to Sunday. */
const EVENT_LENGTH_DAYS = 4;
/** The next event never starts sooner than this, so nothing is running on seed day. */
export const MIN_DAYS_TO_NEXT_EVENT = 2;
const THURSDAY = 4;

export function utcMidnight(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * Midnight UTC of the Thursday an event (0-based index among `total`) begins; events run Thursday→Sunday.
 * A season is a calendar year (docs/game-rules.md §1.3), so when the fortnightly rhythm would push the upcoming events past
 * New Year they run weekly instead. Seeding in the first weeks of a year still puts the earliest completed
 * events in the previous year, and seeding in the last days of December the latest upcoming ones in the next.
 */
export function eventThursday(today: Date, index: number, total: number): number {
  const midnight = utcMidnight(today);
  let daysToThursday = (THURSDAY - new Date(midnight).getUTCDay() + 7) % 7;
  if (daysToThursday < MIN_DAYS_TO_NEXT_EVENT) daysToThursday += 7;
  // The first upcoming event (index COMPLETED_EVENTS) starts 2–8 days after today; the others keep a
  // fortnightly rhythm backwards and forwards from it. The last completed one ends 3–9 days before today.
  const firstUpcoming = midnight + daysToThursday * DAY_MS;
  const year = new Date(midnight).getUTCFullYear();
  const after = index - COMPLETED_EVENTS;
  // Completed events keep the fortnight: the last one must be over (Sunday) before today, whatever the weekday.
  if (after < 0) return firstUpcoming + after * EVENT_SPACING_DAYS * DAY_MS;
  const lastEnd = firstUpcoming + ((total - 1 - COMPLETED_EVENTS) * EVENT_SPACING_DAYS + EVENT_LENGTH_DAYS) * DAY_MS;
  const spacing = lastEnd <= Date.UTC(year + 1, 0, 1) ? EVENT_SPACING_DAYS : TIGHT_SPACING_DAYS;
  return firstUpcoming + after * spacing * DAY_MS;
}

/** A moment `dayOffset` days after a midnight, at hh:mm UTC. */
export function at(midnight: number, dayOffset: number, hour: number, minute = 0): Date {
  return new Date(midnight + dayOffset * DAY_MS + (hour * 60 + minute) * 60_000);
}
