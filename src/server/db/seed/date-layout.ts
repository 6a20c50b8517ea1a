// The demo season is laid out around "today" instead of the real calendar, so a fresh start always has
// completed events (standings, prices, points) and upcoming ones (predictions, purchases).
// Everything is computed from today's UTC calendar date only: any time of that day gives the same season.

export const DAY_MS = 86_400_000;
/** Events 1..9 are over on seed day, 10..14 are still to come (about two thirds completed). */
export const COMPLETED_EVENTS = 9;
export const EVENT_SPACING_DAYS = 14;
/** The next event never starts sooner than this, so nothing is running on seed day. */
export const MIN_DAYS_TO_NEXT_EVENT = 2;
const THURSDAY = 4;

export function utcMidnight(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Midnight UTC of the Thursday an event (0-based index in the season) begins; events run Thursday→Sunday. */
export function eventThursday(today: Date, index: number): number {
  const midnight = utcMidnight(today);
  let daysToThursday = (THURSDAY - new Date(midnight).getUTCDay() + 7) % 7;
  if (daysToThursday < MIN_DAYS_TO_NEXT_EVENT) daysToThursday += 7;
  // The first upcoming event (index COMPLETED_EVENTS) starts 2–8 days after today; the others keep a
  // fortnightly rhythm backwards and forwards from it. The last completed one ends 3–9 days before today.
  const firstUpcoming = midnight + daysToThursday * DAY_MS;
  return firstUpcoming + (index - COMPLETED_EVENTS) * EVENT_SPACING_DAYS * DAY_MS;
}

/** A moment `dayOffset` days after a midnight, at hh:mm UTC. */
export function at(midnight: number, dayOffset: number, hour: number, minute = 0): Date {
  return new Date(midnight + dayOffset * DAY_MS + (hour * 60 + minute) * 60_000);
}
