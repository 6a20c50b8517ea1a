export interface RelatableEvent {
  id: number;
  country: string;
  surfaceType: string;
  startDate: string | Date;
}

const time = (d: string | Date) => (typeof d === 'string' ? new Date(d) : d).getTime();

/**
 * "Other Events You Might Like" (docs/decisions/0042-calendar-and-event-detail.md): events on the same surface or in the same country, never the
 * event itself. The spec gives no order; the nearest in time come first (ties: lower id), so the
 * suggestions are the rallies around this one rather than the same first three of the calendar.
 */
export function relatedEvents<T extends RelatableEvent>(
  events: readonly T[],
  current: RelatableEvent,
  limit = 3,
): T[] {
  const country = current.country.trim().toLowerCase();
  const start = time(current.startDate);
  return events
    .filter(
      (e) =>
        e.id !== current.id &&
        (e.surfaceType === current.surfaceType || e.country.trim().toLowerCase() === country),
    )
    .sort((a, b) => Math.abs(time(a.startDate) - start) - Math.abs(time(b.startDate) - start) || a.id - b.id)
    .slice(0, Math.max(0, limit));
}
