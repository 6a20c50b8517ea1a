import { useQuery } from '@tanstack/react-query';
import type { DriverDto } from '@shared/api/championship';
import { driversQueryOptions } from '@web/features/drivers';

export interface DriverOption {
  id: number;
  name: string;
  team: string | null;
  carNumber: number | null;
}

const toOptions = (drivers: DriverDto[]): DriverOption[] =>
  drivers
    .map((d) => ({ id: d.id, name: d.name, team: d.teamName, carNumber: d.carNumber }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** Every driver, for the entry-list editor: the public list (one query, shared with the drivers page). */
export function useDriverOptions() {
  return useQuery({ ...driversQueryOptions, select: toOptions });
}
