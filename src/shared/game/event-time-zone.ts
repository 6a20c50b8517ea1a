import { getCountry } from 'countries-and-timezones';
import { isoCountryCode } from './country-code';

// docs/decisions/0167. The IANA time zone a rally runs in, derived from its country and location, so stage
// times can be shown in the rally's local time as well as the viewer's.

/** Islands and regions whose clock differs from their country's mainland. */
const LOCATION_ZONES: readonly { match: RegExp; zone: string }[] = [
  { match: /canari|canaria|las palmas|tenerife|lanzarote|fuerteventura/i, zone: 'Atlantic/Canary' },
  { match: /madeira|funchal/i, zone: 'Atlantic/Madeira' },
  { match: /azores|a[çc]ores|ponta delgada/i, zone: 'Atlantic/Azores' },
  { match: /sardinia|sardegna|sicily|sicilia/i, zone: 'Europe/Rome' },
  { match: /corsica|corse/i, zone: 'Europe/Paris' },
];

/** The main (capital's) zone of countries that span several. */
const MAIN_ZONES: Readonly<Record<string, string>> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CL: 'America/Santiago',
  DE: 'Europe/Berlin',
  ES: 'Europe/Madrid',
  ID: 'Asia/Jakarta',
  MX: 'America/Mexico_City',
  NZ: 'Pacific/Auckland',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  US: 'America/New_York',
};

/** The rally's IANA time zone; 'UTC' when the country is unknown. */
export function eventTimeZone(country: string, location: string | null | undefined): string {
  const byLocation = location ? LOCATION_ZONES.find((l) => l.match.test(location)) : undefined;
  if (byLocation) return byLocation.zone;
  const code = isoCountryCode(country);
  if (!code) return 'UTC';
  return MAIN_ZONES[code] ?? getCountry(code)?.timezones[0] ?? 'UTC';
}
