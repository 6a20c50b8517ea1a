import type { MarketDriver } from '@shared/api/market';

export type SortDirection = 'desc' | 'asc' | 'off';
export type SortColumn = 'price' | 'points' | 'ownership';
export interface SortState {
  column: SortColumn | null;
  direction: SortDirection;
}

export const NO_SORT: SortState = { column: null, direction: 'off' };

const CYCLE: Record<SortDirection, SortDirection> = { off: 'desc', desc: 'asc', asc: 'off' };

/**
 * "Sort state for price and points: desc, asc, off, mutually exclusive" (the product spec's market states), and
 * ownership the same way (docs/game-rules.md §9.11): clicking a column moves it one step along desc → asc → off;
 * clicking another column starts that one at desc and clears this one.
 */
export function nextSort(current: SortState, column: SortColumn): SortState {
  const from = current.column === column ? current.direction : 'off';
  const direction = CYCLE[from];
  return direction === 'off' ? NO_SORT : { column, direction };
}

export function directionOf(state: SortState, column: SortColumn): SortDirection {
  return state.column === column ? state.direction : 'off';
}

export interface MarketFilter {
  search: string;
  /** Constructor team name, or '' for all teams. */
  team: string;
}

/** Search matches the driver's or the team's name, case-insensitively; the team filter is exact. */
export function filterDrivers(list: readonly MarketDriver[], filter: MarketFilter): MarketDriver[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return list.filter((d) => {
    if (filter.team && d.teamName !== filter.team) return false;
    if (!needle) return true;
    return d.name.toLocaleLowerCase().includes(needle) || (d.teamName ?? '').toLocaleLowerCase().includes(needle);
  });
}

/**
 * Stable sort: with sorting off the server's order (points, then name) stays. Ownership now comes from its own
 * read (`owned`, percent by driver id); a driver it does not list yet counts as 0.
 */
export function sortDrivers(
  list: readonly MarketDriver[],
  sort: SortState,
  owned: ReadonlyMap<number, number> = new Map(),
): MarketDriver[] {
  if (!sort.column || sort.direction === 'off') return [...list];
  const column = sort.column;
  const value = (d: MarketDriver) => (column === 'ownership' ? (owned.get(d.id) ?? 0) : d[column]);
  const sign = sort.direction === 'desc' ? -1 : 1;
  return [...list].sort((a, b) => sign * (value(a) - value(b)));
}

/** The team dropdown: every constructor team present in the list, alphabetically. */
export function teamNames(list: readonly MarketDriver[]): string[] {
  return [...new Set(list.map((d) => d.teamName).filter((n): n is string => Boolean(n)))].sort((a, b) => a.localeCompare(b));
}

/** The server's own order: points high to low, then name. */
function serverOrder(a: MarketDriver, b: MarketDriver): number {
  return b.points - a.points || a.name.localeCompare(b.name);
}

/**
 * A bought driver leaves the market list (docs/decisions/0052-market-list-trends-and-buttons.md), yet his row shows "Added!" for 3 seconds. Rows bought a
 * moment ago are kept ("pinned") in their usual place until their result has been shown.
 */
export function withPinned(list: readonly MarketDriver[], pinned: readonly MarketDriver[]): MarketDriver[] {
  const ids = new Set(list.map((d) => d.id));
  const extra = pinned.filter((d) => !ids.has(d.id));
  if (extra.length === 0) return [...list];
  return [...list, ...extra].sort(serverOrder);
}
