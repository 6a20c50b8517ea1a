export interface FilterableDriver {
  name: string;
  coDriverName: string | null;
  teamId: number | null;
  teamName: string | null;
}

export interface DriverFilters {
  search: string;
  /** null for "All Teams". */
  teamId: number | null;
}

/**
 * The Drivers page filters (docs/decisions/0043-constructor-and-driver-pages.md): the trimmed search matches the driver, the co-driver or the team
 * name case-insensitively; a chosen team keeps only its drivers.
 */
export function filterDrivers<T extends FilterableDriver>(drivers: readonly T[], f: DriverFilters): T[] {
  const needle = f.search.trim().toLowerCase();
  const has = (value: string | null) => value?.toLowerCase().includes(needle) ?? false;
  return drivers.filter(
    (d) =>
      (f.teamId === null || d.teamId === f.teamId) &&
      (needle === '' || has(d.name) || has(d.coDriverName) || has(d.teamName)),
  );
}
