import { countryFlag } from './country-code';

// ISO 3166-1 alpha-2 codes for flags. The spec's display code (countryCode) falls back to the first two
// letters of the name, which is the wrong flag for many countries (Monaco "MO" is Macao, Paraguay "PA"
// is Panama), so flags come from this real table and are left out for names it does not know.
const ISO_CODES: Readonly<Record<string, string>> = {
  argentina: 'AR',
  australia: 'AU',
  austria: 'AT',
  belgium: 'BE',
  brazil: 'BR',
  canada: 'CA',
  chile: 'CL',
  croatia: 'HR',
  'czech republic': 'CZ',
  czechia: 'CZ',
  denmark: 'DK',
  estonia: 'EE',
  finland: 'FI',
  france: 'FR',
  germany: 'DE',
  greece: 'GR',
  hungary: 'HU',
  ireland: 'IE',
  italy: 'IT',
  japan: 'JP',
  kenya: 'KE',
  latvia: 'LV',
  lithuania: 'LT',
  luxembourg: 'LU',
  mexico: 'MX',
  monaco: 'MC',
  netherlands: 'NL',
  'new zealand': 'NZ',
  norway: 'NO',
  paraguay: 'PY',
  poland: 'PL',
  portugal: 'PT',
  'saudi arabia': 'SA',
  slovakia: 'SK',
  slovenia: 'SI',
  'south africa': 'ZA',
  spain: 'ES',
  sweden: 'SE',
  switzerland: 'CH',
  turkey: 'TR',
  türkiye: 'TR',
  'united arab emirates': 'AE',
  'united kingdom': 'GB',
  'united states': 'US',
  uruguay: 'UY',
};

/** The ISO code of a country name, or null when the table does not know it. */
export function isoCountryCode(country: string | null | undefined): string | null {
  if (!country) return null;
  return ISO_CODES[country.trim().toLowerCase()] ?? null;
}

/** Flag emoji for a country name; '' when unknown, so callers simply render nothing. */
export function flagForCountry(country: string | null | undefined): string {
  const code = isoCountryCode(country);
  return code ? countryFlag(code) : '';
}
