import { beforeAll, describe, expect, it } from 'vitest';
import { formatMillions } from '@shared/game/money';
import { formatDate, formatDateRange, formatRelative } from './format-date';
import { formatCountdown, formatMoney, formatNumber, formatOrdinal, formatPercent } from './format';
import { loadDateLocale } from './date-locales';
import { clockNow } from './clock';

// The app fetches each language's date-fns locale with its texts (i18n.ts); here, once for all.
beforeAll(() => Promise.all(['it', 'es', 'fr', 'de'].map(loadDateLocale)));

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formats by language (issue 15 part 4)', () => {
  it('writes money as millions with one decimal and the language decimal separator', () => {
    const cases: [string, string, string][] = [
      ['en', '€10.0M', '-€0.5M'],
      ['it', '10,0 Mln €', '-0,5 Mln €'],
      ['es', '10,0 M€', '-0,5 M€'],
      ['fr', '10,0 M€', '-0,5 M€'],
      ['de', '10,0 Mio. €', '-0,5 Mio. €'],
    ];
    for (const [lng, ten, minusHalf] of cases) {
      expect(formatMoney(10_000_000, lng), lng).toBe(ten);
      expect(formatMoney(-500_000, lng), lng).toBe(minusHalf);
      expect(formatMoney(-40_000, lng), lng).not.toContain('-');
    }
    // English stays the spec's form, the same as the shared formatter.
    for (const euros of [1_150_000, 9_950_000, 0, -250_000]) expect(formatMoney(euros, 'en')).toBe(formatMillions(euros));
  });

  it('groups numbers and points the way each language does', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'it')).toBe('12.345');
    expect(formatNumber(12345, 'de')).toBe('12.345');
    expect(nbsp(formatNumber(12345, 'fr'))).toBe('12 345');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(nbsp(formatPercent(12.5, 'fr'))).toBe('12,5 %');
    expect(nbsp(formatPercent(12.5, 'de'))).toBe('12,5 %');
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 11].map((n) => formatOrdinal(n, 'en'))).toEqual(['1st', '2nd', '3rd', '11th']);
    expect(formatOrdinal(1, 'it')).toBe('1º');
    expect(formatOrdinal(2, 'es')).toBe('2.º');
    expect([1, 2].map((n) => formatOrdinal(n, 'fr'))).toEqual(['1er', '2e']);
    expect(formatOrdinal(3, 'de')).toBe('3.');
  });

  it('writes dates with the language month names and day-first order', () => {
    const d = new Date(2026, 10, 26, 17, 5);
    expect(formatDate(d, 'date', 'en')).toBe('Nov 26, 2026');
    expect(formatDate(d, 'date', 'it')).toBe('26 nov 2026');
    expect(formatDate(d, 'date', 'es')).toBe('26 nov 2026');
    expect(formatDate(d, 'date', 'fr')).toBe('26 nov. 2026');
    expect(formatDate(d, 'date', 'de')).toBe('26. Nov. 2026');
    expect(formatDate(d, 'moment', 'en')).toBe('Thu, Nov 26, 17:05');
    expect(formatDate(d, 'moment', 'it')).toBe('gio 26 nov, 17:05');
    expect(formatDate(d, 'moment', 'de')).toBe('Do., 26. Nov., 17:05');
    expect(formatDate(d, 'monthYear', 'es')).toBe('noviembre 2026');
    expect(formatDateRange(new Date(2026, 6, 23), new Date(2026, 6, 26), 'it')).toBe('23 – 26 lug 2026');
    expect(formatDateRange(new Date(2026, 6, 30), new Date(2026, 7, 2), 'de')).toBe('30. Juli – 2. Aug. 2026');
  });

  it('writes relative times', () => {
    const threeDaysAgo = clockNow() - 3 * 24 * 3600 * 1000;
    expect(formatRelative(threeDaysAgo, 'en')).toBe('3 days ago');
    expect(formatRelative(threeDaysAgo, 'it')).toBe('3 giorni fa');
    expect(formatRelative(threeDaysAgo, 'es')).toBe('hace 3 días');
    expect(formatRelative(threeDaysAgo, 'fr')).toBe('il y a 3 jours');
    expect(formatRelative(threeDaysAgo, 'de')).toBe('vor 3 Tagen');
  });

  it('picks plural forms per language', () => {
    const forms = (lng: string) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    expect(forms('de').slice().sort()).toEqual(['one', 'other']);
    expect(forms('fr')).toContain('many');
    expect(new Intl.PluralRules('fr').select(0)).toBe('one');
    expect(new Intl.PluralRules('en').select(0)).toBe('other');
  });

  it('counts down with the language unit for days and a clock every language reads', () => {
    const parts = (days: number, hours: number, minutes: number, seconds: number) => ({ days, hours, minutes, seconds, done: false });
    // English is the badge's form as it was.
    expect(formatCountdown(parts(2, 4, 3, 5), 'en')).toBe('2d 04:03:05');
    expect(formatCountdown(parts(12, 23, 59, 59), 'en')).toBe('12d 23:59:59');
    expect(formatCountdown(parts(0, 0, 9, 0), 'en')).toBe('00:09:00');
    expect(formatCountdown(parts(2, 20, 56, 53), 'it')).toBe('2gg 20:56:53');
    expect(formatCountdown(parts(1, 20, 56, 53), 'it')).toBe('1g 20:56:53');
    expect(formatCountdown(parts(2, 20, 56, 53), 'es')).toBe('2d 20:56:53');
    expect(formatCountdown(parts(2, 20, 56, 53), 'fr')).toBe('2j 20:56:53');
    expect(nbsp(formatCountdown(parts(2, 20, 56, 53), 'de'))).toBe('2 T 20:56:53');
    expect(formatCountdown(parts(0, 20, 56, 53), 'de')).toBe('20:56:53');
  });
});
