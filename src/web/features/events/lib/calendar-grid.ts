import {
  addDays,
  differenceInCalendarDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** Sunday-first weeks, as the spec's calendar shows them. */
export const WEEK_STARTS_ON = 0;

/** Every day shown for a month: whole Sunday-to-Saturday weeks covering it (35 or 42 cells, 28 for a February starting on Sunday). */
export function monthGridDays(month: Date): Date[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  return eachDayOfInterval({ start: first, end: last });
}

/** The seven weekday dates of the first grid week, for column headings. */
export function weekdayDates(month: Date): Date[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

function dayKey(d: Date): string {
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}

/**
 * Events by local calendar day: an event appears on every day from its start to its end date inclusive.
 * An end before the start (bad data) shows the event on its start day only.
 */
export function eventsByDay<T extends { startDate: string; endDate: string }>(
  events: readonly T[],
): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const e of events) {
    const start = startOfDay(new Date(e.startDate));
    const end = startOfDay(new Date(e.endDate));
    const span = Math.max(0, differenceInCalendarDays(end, start));
    for (let i = 0; i <= span; i += 1) {
      const key = dayKey(addDays(start, i));
      const list = map.get(key);
      if (list) list.push(e);
      else map.set(key, [e]);
    }
  }
  return map;
}

export function eventsOnDay<T>(byDay: Map<string, T[]>, day: Date): T[] {
  return byDay.get(dayKey(day)) ?? [];
}

/**
 * The month the calendar opens on for a season (docs/decisions/0167): the month of the next rally not yet
 * over (a running one counts), so a fan lands on what is coming, not on round 1. When every rally of the
 * season is over, the month of the last one; with no rallies, today's month in the current year, else January.
 */
export function openingMonth(
  events: readonly { startDate: string; endDate: string }[],
  year: number,
  now: Date,
): Date {
  const sorted = [...events].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const next = sorted.find((e) => new Date(e.endDate).getTime() >= now.getTime()) ?? sorted.at(-1);
  if (next) return startOfMonth(new Date(next.startDate));
  return year === now.getFullYear() ? startOfMonth(now) : new Date(year, 0, 1);
}
