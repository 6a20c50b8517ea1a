import { format } from 'date-fns';

/** "31 Jul – 3 Aug 2030" in the viewer's time zone. */
export function formatDateRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const sameYear = start.getFullYear() === end.getFullYear();
  return `${format(start, sameYear ? 'd MMM' : 'd MMM yyyy')} – ${format(end, 'd MMM yyyy')}`;
}

export function formatDateTime(iso: string | null): string {
  return iso ? format(new Date(iso), 'd MMM yyyy, HH:mm') : '—';
}

/** An ISO instant as the value of <input type="datetime-local"> (local time, minutes). */
export function toLocalInput(iso: string | null): string {
  return iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '';
}

/** The value of <input type="datetime-local"> back to an ISO instant; '' when empty or unreadable. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
