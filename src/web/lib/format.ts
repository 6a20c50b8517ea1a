import { roundHalfAwayFromZero } from '@shared/game/rounding';
import type { CountdownParts } from '@shared/game/countdown';
import { ordinal } from '@shared/game/ordinal';
import { i18next } from './i18n';

/**
 * Numbers, money and ordinals in the reader's language (issue 15 part 4). English keeps the spec's forms
 * ("€1.5M", "1st"); the others use their decimal separator and how they write millions of euros.
 */
const MILLIONS: Record<string, (value: string, sign: string) => string> = {
  en: (v, s) => `${s}€${v}M`,
  it: (v, s) => `${s}${v} Mln €`,
  es: (v, s) => `${s}${v} M€`,
  fr: (v, s) => `${s}${v} M€`,
  de: (v, s) => `${s}${v} Mio. €`,
};

const language = (lng?: string) => lng ?? i18next.resolvedLanguage ?? i18next.language ?? 'en';

const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * One formatter per language and options: making one looks the locale's data up (a few hundred µs), and a
 * table of fifty prices made fifty, a visible share of a phone's first render (issue 17).
 */
function numberFormat(lng: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${lng} ${JSON.stringify(options)}` : lng;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lng, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Euros as millions with one decimal, rounded in whole tenths like @shared/game/money (no "-0.0"). */
export function formatMoney(euros: number, lng?: string): string {
  const l = language(lng);
  const tenths = roundHalfAwayFromZero(Math.abs(euros) / 100_000);
  const sign = euros < 0 && tenths !== 0 ? '-' : '';
  const value = numberFormat(l, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: true }).format(tenths / 10);
  return (MILLIONS[l] ?? MILLIONS.en!)(value, sign);
}

/** Whole numbers and points with the language's grouping ("1,234", "1.234", "1 234"). */
export function formatNumber(value: number, lng?: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(language(lng), options).format(value);
}

/** A percentage with one decimal: "12.5%", "12,5 %". */
export function formatPercent(percent: number, lng?: string): string {
  return numberFormat(language(lng), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent / 100);
}

/**
 * Positions: "1st", "1º", "1.º", "1er", "1.". `feminine` agrees with a feminine noun where the language marks
 * it ("la 94ª edizione", "la 94.ª edición", "la 1re édition").
 */
export function formatOrdinal(n: number, lng?: string, gender: 'masculine' | 'feminine' = 'masculine'): string {
  const feminine = gender === 'feminine';
  switch (language(lng)) {
    case 'it':
      return feminine ? `${n}ª` : `${n}º`;
    case 'es':
      return feminine ? `${n}.ª` : `${n}.º`;
    case 'fr':
      return n === 1 ? (feminine ? '1re' : '1er') : `${n}e`;
    case 'de':
      return `${n}.`;
    default:
      return ordinal(n);
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The compact countdown of the event badge and the lineup notice: the days with the language's narrow unit
 * (Intl: "2d", "2gg", "2j", "2 T"), then a clock every language reads ("2d 04:13:05"; "04:13:05" under a day).
 */
export function formatCountdown(parts: CountdownParts, lng?: string): string {
  const clock = `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
  if (parts.days === 0) return clock;
  const days = numberFormat(language(lng), { style: 'unit', unit: 'day', unitDisplay: 'narrow' }).format(parts.days);
  return `${days} ${clock}`;
}
