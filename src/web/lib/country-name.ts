import { isoCountryCode } from '@shared/game/country-code';
import { currentLanguage } from './i18n';

const displayNames = new Map<string, Intl.DisplayNames>();

function namesIn(language: string): Intl.DisplayNames {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names;
}

/**
 * A country stored by its English name ("Finland", "Monaco / France") as the reader writes it ("Finnland",
 * "Monaco / Francia"), through its ISO code and Intl.DisplayNames. English, and a name that is no country,
 * show as stored.
 */
export function countryName(country: string, language: string = currentLanguage()): string {
  if (language === 'en') return country;
  return country
    .split(' / ')
    .map((part) => {
      const code = isoCountryCode(part);
      return (code && namesIn(language).of(code)) || part;
    })
    .join(' / ');
}
