import isoCountries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { ISO_CODE_BY_CLDR_NAME } from '@shared/constants/country-iso-codes';

// docs/decisions/0166. The spec's fixed map (Dashboard) for its fifteen countries; every other country gets
// its ISO 3166-1 alpha-2 code (Monaco MC, Paraguay PY, Saudi Arabia SA), not its first two letters.
const SPEC_CODES: Readonly<Record<string, string>> = {
  croatia: 'HR',
  portugal: 'PT',
  italy: 'IT',
  finland: 'FI',
  greece: 'GR',
  chile: 'CL',
  sweden: 'SE',
  kenya: 'KE',
  estonia: 'EE',
  belgium: 'BE',
  japan: 'JP',
  spain: 'ES',
  'united kingdom': 'GB',
  france: 'FR',
  germany: 'DE',
};

isoCountries.registerLocale(english);

const normalise = (country: string): string =>
  country.trim().replace(/\s+/g, ' ').replace(/[’‘`]/g, "'").toLowerCase();

/**
 * The ISO 3166-1 alpha-2 code of a country name, or null for a name that is no country. Knows the app's
 * own country list (CLDR English names) and the other English names and aliases i18n-iso-countries lists
 * ("Czech Republic", "Turkey", "USA", "Great Britain"). A composite like "Monaco / France" is the first one.
 */
export function isoCountryCode(country: string | null | undefined): string | null {
  if (!country) return null;
  const name = normalise(country.split(' / ')[0] ?? '');
  if (!name) return null;
  const known = SPEC_CODES[name] ?? ISO_CODE_BY_CLDR_NAME[name];
  if (known) return known;
  return (
    isoCountries.getAlpha2Code(name, 'en') ??
    isoCountries.getSimpleAlpha2Code(name.replace(/&/g, 'and'), 'en') ??
    null
  );
}

/**
 * The two-letter code shown for a country: the spec's fixed map, then ISO 3166. A name that is no country
 * at all keeps the spec's old rule (its first two letters, upper-cased) so something is still shown.
 */
export function countryCode(country: string): string {
  return isoCountryCode(country) ?? country.trim().slice(0, 2).toUpperCase();
}
