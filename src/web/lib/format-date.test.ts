import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, sameWallClock, timeZoneLabel } from './format-date';
import { loadDateLocale } from './date-locales';

// The app fetches each language's date-fns locale with its texts (i18n.ts); here, once for all.
beforeAll(() => Promise.all(['it', 'es', 'fr', 'de'].map(loadDateLocale)));

const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m, d, h, min).toISOString();

describe('formatDate', () => {
  const at = local(2026, 6, 23, 17, 5);

  it('has one style per kind of date', () => {
    expect(formatDate(at, 'date', 'en')).toBe('Jul 23, 2026');
    expect(formatDate(at, 'dateTime', 'en')).toBe('Jul 23, 2026, 17:05');
    expect(formatDate(at, 'moment', 'en')).toBe('Thu, Jul 23, 17:05');
    expect(formatDate(at, 'time', 'en')).toBe('17:05');
    expect(formatDate(at, 'dayMonth', 'en')).toBe('Jul 23');
    expect(formatDate(at, 'dayMonth', 'de')).toBe('23. Juli');
    expect(formatDate(at, 'monthYear', 'en')).toBe('July 2026');
  });

  it('shows stage starts as the spec does: "MMM d, HH:mm" with a 24-hour clock', () => {
    expect(formatDate(local(2026, 10, 26, 17, 5), 'stage', 'en')).toBe('Nov 26, 17:05');
    expect(formatDate(local(2026, 0, 3, 7, 0), 'stage', 'en')).toBe('Jan 3, 07:00');
  });

  it('shows the wall-clock time of another zone when asked', () => {
    const instant = '2026-07-31T06:00:00.000Z';
    expect(formatDate(instant, 'time', 'en', { timeZone: 'Europe/Helsinki' })).toBe('09:00');
    expect(formatDate(instant, 'stage', 'en', { timeZone: 'Asia/Tokyo' })).toBe('Jul 31, 15:00');
    expect(formatDate(instant, 'stage', 'en', { timeZone: 'America/Asuncion' })).toBe('Jul 31, 03:00');
  });

  it('falls back to English for a language the app does not offer', () => {
    expect(formatDate(at, 'date', 'pt')).toBe('Jul 23, 2026');
    expect(formatDate(at, 'date', 'en-GB')).toBe('Jul 23, 2026');
    expect(formatDate(at, 'date', undefined)).toBe('Jul 23, 2026');
  });

  it('accepts a Date, an ISO string or a timestamp', () => {
    const d = new Date(2026, 6, 23, 12);
    expect(formatDate(d, 'date', 'en')).toBe(formatDate(d.toISOString(), 'date', 'en'));
    expect(formatDate(d.getTime(), 'date', 'en')).toBe('Jul 23, 2026');
  });
});

describe('formatDateRange', () => {
  it('shortens a range inside one month', () => {
    expect(formatDateRange(local(2026, 6, 23), local(2026, 6, 26), 'en')).toBe('Jul 23 – 26, 2026');
  });

  it('names both months across a month end', () => {
    expect(formatDateRange(local(2026, 6, 30), local(2026, 7, 2), 'en')).toBe('Jul 30 – Aug 2, 2026');
  });

  it('names both years across a year end', () => {
    expect(formatDateRange(local(2026, 11, 30), local(2027, 0, 2), 'en')).toBe('Dec 30, 2026 – Jan 2, 2027');
  });
});

describe('time zones', () => {
  it('names a zone with its offset on that date', () => {
    expect(timeZoneLabel('Europe/Helsinki', '2026-07-31T06:00:00Z', 'en')).toBe('Eastern European Summer Time (GMT+3)');
    expect(timeZoneLabel('Europe/Helsinki', '2026-01-15T06:00:00Z', 'en')).toBe('Eastern European Standard Time (GMT+2)');
    expect(timeZoneLabel('Asia/Tokyo', '2026-05-28T06:00:00Z', 'en')).toBe('Japan Standard Time (GMT+9)');
  });

  it('tells whether two zones read the same clock', () => {
    expect(sameWallClock('Europe/Rome', 'Europe/Monaco', '2026-01-22T10:00:00Z')).toBe(true);
    expect(sameWallClock('Europe/Rome', 'Europe/Helsinki', '2026-07-31T10:00:00Z')).toBe(false);
    // Riyadh and Helsinki share GMT+3 in summer only.
    expect(sameWallClock('Asia/Riyadh', 'Europe/Helsinki', '2026-07-31T10:00:00Z')).toBe(true);
    expect(sameWallClock('Asia/Riyadh', 'Europe/Helsinki', '2026-11-11T10:00:00Z')).toBe(false);
  });
});
