import { format } from 'date-fns';
import { formatDate } from '@web/lib/format-date';

/** The app's one range style (lib/format-date.ts): "Jul 31 – Aug 3, 2030", in the viewer's time zone. */
export { formatDateRange } from '@web/lib/format-date';

export function formatDateTime(iso: string | null): string {
  return iso ? formatDate(iso, 'dateTime') : '—';
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

/**
 * The instant a datetime-local field stands for: the stored one while the field still shows it (the field
 * drops seconds, and an untouched field must not move the event), else what was typed.
 */
export function instantOf(value: string, stored: string | null | undefined): string {
  return stored && toLocalInput(stored) === value ? stored : fromLocalInput(value);
}
