import { COUNTRIES } from '@shared/constants/countries';
import { ISO_CODE_BY_CLDR_NAME } from '@shared/constants/country-iso-codes';

export interface CountryOption {
  /** What is stored and sent: the English (CLDR) name the server accepts. */
  value: string;
  /** What the reader sees: the country's name in their language. */
  label: string;
}

const cache = new Map<string, readonly CountryOption[]>();

/**
 * The settings form's countries in the reader's language (Intl.DisplayNames over each ISO code), sorted as
 * that language sorts (Intl.Collator: "Ägypten" beside "Afghanistan" in German). The stored value stays the
 * English name, so nothing changes on the server. English shows the list's own names.
 */
export function countryOptions(language: string): readonly CountryOption[] {
  const known = cache.get(language);
  if (known) return known;
  const names = language === 'en' ? null : new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(language);
  const options = COUNTRIES.map((value) => {
    const code = ISO_CODE_BY_CLDR_NAME[value.toLowerCase()];
    return { value, label: (code && names?.of(code)) || value };
  }).sort((a, b) => collator.compare(a.label, b.label));
  cache.set(language, options);
  return options;
}
