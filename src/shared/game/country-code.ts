// The fixed map from the spec (Dashboard). Other countries fall back to their first two letters, as the
// spec says, even where that is not the ISO code.
const COUNTRY_CODES: Readonly<Record<string, string>> = {
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

/** Two-letter code for an event's country name (case and surrounding spaces ignored). */
export function countryCode(country: string): string {
  const name = country.trim();
  return COUNTRY_CODES[name.toLowerCase()] ?? name.slice(0, 2).toUpperCase();
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** Flag emoji for a two-letter code (letters in either case); '' for anything else. */
export function countryFlag(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '';
  return [...code.toUpperCase()]
    .map((letter) => String.fromCodePoint(REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 'A'.charCodeAt(0)))
    .join('');
}
