import type { Surface } from '@shared/constants/enums';
import type { DescriptionSurface, EventDescriptionFacts } from '@shared/event-description';
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

/** The data's surface words ("tarmac (snow/ice)", "snow/ice") as the description's finer surface. */
export function descriptionSurface(text: string): DescriptionSurface {
  const surface = mapSurface(text);
  if (surface !== 'mixed' && surface !== 'snow') return surface;
  if (surface === 'snow') return 'snowIce';
  const t = text.toLowerCase();
  return /tarmac|asphalt/.test(t) && /snow|ice/.test(t) && !/gravel/.test(t) ? 'tarmacSnowIce' : 'mixed';
}

/**
 * Short and factual: only what the data says, as facts each reader's screen words in its own language
 * (docs/decisions/0207). Where the stage list came from (this edition, the previous one, or generated) is for
 * the README, not for players (issue 16).
 */
export function describeEvent(e: WrcEvent, calendarYear: number): EventDescriptionFacts {
  const { edition } = splitEdition(e.name);
  return {
    calendarYear,
    round: e.round,
    edition: edition === null ? null : Number.parseInt(edition, 10),
    base: e.base === null ? null : shortPlace(e.base, mainCountry(e.country)),
    surface: descriptionSurface(e.surface),
    stagesPlanned: e.stages_planned ?? null,
    distanceKm: e.stages_planned ? (e.stage_distance_km_planned ?? null) : null,
  };
}
