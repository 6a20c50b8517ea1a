import { TZDate } from '@date-fns/tz';
import { format as formatWithDateFns, formatDistance, isSameMonth, isSameYear, type Locale } from 'date-fns';
import { clockDate } from './clock';
import { enUS } from 'date-fns/locale/en-US';
import i18next from 'i18next';
import { loadedDateLocale } from './date-locales';

// docs/decisions/0168. One date style for the whole app: cards, the event badge, tables and stage lists all
// format through these functions, with the active i18n language. A language registers its patterns here
// (DATE_STYLES); Italian, Spanish, French and German write the day before the month
// (issue 15, decision 0152). The locales other than English's arrive with their language's texts
// (date-locales.ts, decision 0173).

interface DateStyle {
  /** "Jul 23, 2026" — a day. */
  date: string;
  /** "Jul 23, 2026, 17:05" — a moment in a table (transfers, admin lists). */
  dateTime: string;
  /** "Thu, Jul 23, 17:05" — a coming moment (a start, a lock). */
  moment: string;
  /** "Jul 23, 17:05" — a stage start (the Stages tab: "MMM d, HH:mm"). */
  stage: string;
  /** "17:05". */
  time: string;
  /** "Jul 23" — a day of this season, where the column is narrow (transfers on a phone). */
  dayMonth: string;
  /** "July 2026". */
  monthYear: string;
  /** Ranges: same month "Jul 23 – 26, 2026", same year "Jul 30 – Aug 2, 2026", else two full dates. */
  rangeStartSameMonth: string;
  rangeStartSameYear: string;
  rangeEndSameMonth: string;
}

const ENGLISH: DateStyle = {
  date: 'MMM d, yyyy',
  dateTime: 'MMM d, yyyy, HH:mm',
  moment: 'EEE, MMM d, HH:mm',
  stage: 'MMM d, HH:mm',
  time: 'HH:mm',
  dayMonth: 'MMM d',
  monthYear: 'MMMM yyyy',
  rangeStartSameMonth: 'MMM d',
  rangeStartSameYear: 'MMM d',
  rangeEndSameMonth: 'd, yyyy',
};

/** "26 nov 2026", "23 – 26 lug 2026": the order Italian, Spanish and French write dates in. */
function dayFirst(): DateStyle {
  return {
    date: 'd MMM yyyy',
    dateTime: 'd MMM yyyy, HH:mm',
    moment: 'EEE d MMM, HH:mm',
    stage: 'd MMM, HH:mm',
    time: 'HH:mm',
    dayMonth: 'd MMM',
    monthYear: 'MMMM yyyy',
    rangeStartSameMonth: 'd',
    rangeStartSameYear: 'd MMM',
    rangeEndSameMonth: 'd MMM yyyy',
  };
}

const GERMAN: DateStyle = {
  date: 'd. MMM yyyy',
  dateTime: 'd. MMM yyyy, HH:mm',
  moment: 'EEE, d. MMM, HH:mm',
  stage: 'd. MMM, HH:mm',
  time: 'HH:mm',
  dayMonth: 'd. MMM',
  monthYear: 'MMMM yyyy',
  rangeStartSameMonth: 'd.',
  rangeStartSameYear: 'd. MMM',
  rangeEndSameMonth: 'd. MMM yyyy',
};

const DATE_STYLES: Readonly<Record<string, DateStyle>> = {
  en: ENGLISH,
  it: dayFirst(),
  es: dayFirst(),
  fr: dayFirst(),
  de: GERMAN,
};

type DateInput = Date | string | number;
type Kind = 'date' | 'dateTime' | 'moment' | 'stage' | 'time' | 'dayMonth' | 'monthYear';

export interface FormatOptions {
  /** An IANA zone ("Europe/Helsinki") to show the wall-clock time there; the viewer's zone by default. */
  timeZone?: string | null;
}

function activeLanguage(): string | undefined {
  return (i18next.resolvedLanguage as string | undefined) ?? (i18next.language as string | undefined);
}

/** The date-fns locale of a language (English for one the app does not offer). */
export function dateLocale(language?: string): Locale {
  return styleFor(language).locale;
}

/** The language asked for, else the active i18n language (code outside React need not pass it). */
function styleFor(requested: string | undefined): DateStyle & { locale: Locale } {
  const language = requested ?? activeLanguage();
  const base = (language ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  const known = language && DATE_STYLES[language] ? language : DATE_STYLES[base] ? base : 'en';
  return { ...(DATE_STYLES[known] ?? ENGLISH), locale: loadedDateLocale(known) ?? enUS };
}

function toDate(value: DateInput, timeZone?: string | null): Date {
  const date = value instanceof Date ? value : new Date(value);
  return timeZone ? new TZDate(date.getTime(), timeZone) : date;
}

/** Formats a date in one of the app's styles ("date", "dateTime", "moment", "stage", "time", "monthYear"). */
export function formatDate(value: DateInput, kind: Kind, language?: string, options: FormatOptions = {}): string {
  const style = styleFor(language);
  return formatWithDateFns(toDate(value, options.timeZone), style[kind], { locale: style.locale });
}

/** "Jul 23 – 26, 2026", "Jul 30 – Aug 2, 2026" or "Dec 30, 2026 – Jan 2, 2027", in the viewer's zone. */
export function formatDateRange(start: DateInput, end: DateInput, language?: string): string {
  const style = styleFor(language);
  const a = toDate(start);
  const b = toDate(end);
  const f = (d: Date, pattern: string) => formatWithDateFns(d, pattern, { locale: style.locale });
  if (isSameYear(a, b)) {
    if (isSameMonth(a, b)) return `${f(a, style.rangeStartSameMonth)} – ${f(b, style.rangeEndSameMonth)}`;
    return `${f(a, style.rangeStartSameYear)} – ${f(b, style.date)}`;
  }
  return `${f(a, style.date)} – ${f(b, style.date)}`;
}

/** "3 days ago", "vor 3 Tagen", "il y a 3 jours", from the game clock's now. */
export function formatRelative(value: DateInput, language?: string): string {
  return formatDistance(toDate(value), clockDate(), { addSuffix: true, locale: styleFor(language).locale });
}

/** The viewer's own IANA time zone ("Europe/Rome"). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function zonePart(date: Date, timeZone: string, language: string, timeZoneName: 'long' | 'shortOffset'): string {
  return (
    new Intl.DateTimeFormat(language, { timeZone, timeZoneName }).formatToParts(date).find((p) => p.type === 'timeZoneName')
      ?.value ?? timeZone
  );
}

/** A zone's name on a date, with its offset: "Eastern European Summer Time (GMT+3)". */
export function timeZoneLabel(timeZone: string, value: DateInput, language?: string): string {
  const date = toDate(value);
  const lang = language ?? activeLanguage() ?? 'en';
  const name = zonePart(date, timeZone, lang, 'long');
  const offset = zonePart(date, timeZone, lang, 'shortOffset');
  return name === offset ? name : `${name} (${offset})`;
}

/** Whether two zones show the same wall-clock time at this instant. */
export function sameWallClock(a: string, b: string, value: DateInput): boolean {
  const date = toDate(value);
  const offset = (zone: string) => new TZDate(date.getTime(), zone).getTimezoneOffset();
  return offset(a) === offset(b);
}
