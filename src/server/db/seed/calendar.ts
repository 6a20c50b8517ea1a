import type { Surface } from '@shared/constants/enums';
import { shortPlace } from './stage-plan';
import type { WrcEvent } from './wrc-data';

// Maps a data-file event to the fields of an events row, apart from dates and status (date-layout.ts).

/** The data describes surfaces in words ("tarmac (snow/ice)"); the schema has four values. */
export function mapSurface(text: string): Surface {
  const t = text.toLowerCase();
  const snow = /snow|ice/.test(t);
  const tarmac = /tarmac|asphalt/.test(t);
  const gravel = /gravel/.test(t);
  if ((snow && (tarmac || gravel)) || (tarmac && gravel)) return 'mixed';
  if (snow) return 'snow';
  if (tarmac) return 'tarmac';
  if (gravel) return 'gravel';
  throw new Error(`unknown surface "${text}"`);
}

/** "Rallye Automobile Monte-Carlo (94th)" → name without the edition, and the edition on its own. */
export function splitEdition(name: string): { name: string; edition: string | null } {
  const match = /^(.*?)\s*\((\d+(?:st|nd|rd|th))\)$/.exec(name);
  return match ? { name: match[1] ?? name, edition: match[2] ?? null } : { name, edition: null };
}

/** Monte-Carlo is listed as "Monaco / France": the rally carries Monaco's flag. */
export const mainCountry = (country: string): string => country.split(' / ')[0]?.trim() ?? country;

/** Null bases stay unknown: the country stands in rather than guessing from the 2025 edition. */
export function eventLocation(e: WrcEvent): string {
  return shortPlace(e.base, mainCountry(e.country));
}

/**
 * Short and factual: only what the data says. Where the stage list came from (this edition, the previous one,
 * or generated) is for the README, not for players (issue 16).
 */
export function describeEvent(e: WrcEvent): string {
  const { edition } = splitEdition(e.name);
  const parts = [
    `Round ${e.round} of the 2026 World Rally Championship calendar${edition ? `, the ${edition} edition` : ''}.`,
  ];
  if (e.base) parts.push(`Base: ${e.base}.`);
  parts.push(`Surface: ${e.surface}.`);
  if (e.stages_planned) {
    const km = e.stage_distance_km_planned ? ` over ${e.stage_distance_km_planned} km` : '';
    parts.push(`${e.stages_planned} special stages planned${km}.`);
  }
  return parts.join(' ');
}
