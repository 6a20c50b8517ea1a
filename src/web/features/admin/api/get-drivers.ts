import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverList } from '@shared/api/championship';
import { apiClient } from '@web/lib/api-client';
import { adminKeys } from './keys';

export interface DriverOption {
  id: number;
  name: string;
  team: string | null;
  carNumber: number | null;
}

/** Every driver, for the entry-list editor (the public list; the console needs names and numbers only). */
export async function fetchDriverOptions(signal?: AbortSignal): Promise<DriverOption[]> {
  const body = await apiClient.get<DriverList>('/api/drivers', { signal });
  return body.drivers
    .map((d) => ({ id: d.id, name: d.name, team: d.teamName, carNumber: d.carNumber }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const driverOptionsQueryOptions = queryOptions({
  queryKey: adminKeys.drivers(),
  queryFn: ({ signal }) => fetchDriverOptions(signal),
  staleTime: 5 * 60_000,
});

export function useDriverOptions() {
  return useQuery(driverOptionsQueryOptions);
}
