import type { TFunction } from 'i18next';
import type { PredictionDriver } from '@shared/api/predictions';
import { formatDate } from '@web/lib/format-date';

/** "Nov 23, 2026", in the player's time zone (the app's one date style, lib/format-date.ts). */
export function formatSubmittedDate(iso: string): string {
  return formatDate(iso, 'date');
}

/** "Sat, Nov 28, 17:00", in the player's time zone. */
export function formatEventStart(iso: string): string {
  return formatDate(iso, 'moment');
}

/** Each option reads "name (team) - points pts". */
export function driverOptionLabel(t: TFunction<'predictions'>, d: PredictionDriver): string {
  return d.teamName
    ? t('option', { name: d.name, team: d.teamName, points: d.points })
    : t('optionNoTeam', { name: d.name, points: d.points });
}
