import { format, isSameMonth, isSameYear } from 'date-fns';

/** "Jul 23 – 26, 2026", "Jul 30 – Aug 2, 2026" or "Dec 30, 2026 – Jan 2, 2027", in the viewer's time zone. */
export function formatDateRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (isSameYear(start, end)) {
    if (isSameMonth(start, end)) return `${format(start, 'MMM d')} – ${format(end, 'd, yyyy')}`;
    return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
  }
  return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
}

/** Stage times as the spec shows them: "MMM d, HH:mm". */
export function formatStageTime(iso: string): string {
  return format(new Date(iso), 'MMM d, HH:mm');
}
