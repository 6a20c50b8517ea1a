/**
 * Who is not entered in the next rally (docs/game-rules.md §16.1, docs/decisions/0191). An entry list with no
 * entry is not published yet: nobody is marked then, since "not entered" would be a guess.
 */
export interface EntryListLike {
  entries: readonly { driverId: number }[];
}

/** True / false once the list is published; null while it is not (say nothing). */
export function isEntered(list: EntryListLike | null | undefined, driverId: number): boolean | null {
  if (!list || list.entries.length === 0) return null;
  return list.entries.some((e) => e.driverId === driverId);
}

/** The drivers of `driverIds` known not to be entered, in the given order. */
export function notEntered<T extends { id: number }>(list: EntryListLike | null | undefined, drivers: readonly T[]): T[] {
  return drivers.filter((d) => isEntered(list, d.id) === false);
}
