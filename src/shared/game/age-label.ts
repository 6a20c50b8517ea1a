export type CreationAgeUnit = 'today' | 'yesterday' | 'days' | 'weeks' | 'months' | 'years';

export interface CreationAge {
  unit: CreationAgeUnit;
  count: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Age of a league for its "created ..." label (docs/game-rules.md §8.7). Days are whole elapsed 24-hour periods, not
 * calendar days, so the label does not depend on the viewer's time zone. A date in the future (clock skew)
 * reads as today. Months and years are 30 and 365 days, as the spec's thresholds imply.
 */
export function creationAge(createdAt: Date, now: Date): CreationAge {
  const days = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
  if (days < 1) return { unit: 'today', count: 0 };
  if (days === 1) return { unit: 'yesterday', count: 1 };
  if (days < 7) return { unit: 'days', count: days };
  if (days < 30) return { unit: 'weeks', count: Math.floor(days / 7) };
  if (days < 365) return { unit: 'months', count: Math.floor(days / 30) };
  return { unit: 'years', count: Math.floor(days / 365) };
}
