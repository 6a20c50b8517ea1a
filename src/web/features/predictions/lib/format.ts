import { format } from 'date-fns';
import type { TFunction } from 'i18next';
import type { PredictionDriver } from '@shared/api/predictions';

/** "November 23, 2026", in the player's time zone. */
export function formatSubmittedDate(iso: string): string {
  return format(new Date(iso), 'MMMM d, yyyy');
}

/** "Sat, Nov 28, 2026, 17:00", in the player's time zone. */
export function formatEventStart(iso: string): string {
  return format(new Date(iso), 'EEE, MMM d, yyyy, HH:mm');
}

/** Spec §2: each option reads "name (team) - points pts". */
export function driverOptionLabel(t: TFunction<'predictions'>, d: PredictionDriver): string {
  return d.teamName
    ? t('option', { name: d.name, team: d.teamName, points: d.points })
    : t('optionNoTeam', { name: d.name, points: d.points });
}
