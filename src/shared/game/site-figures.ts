// docs/decisions/0169. The home page shows figures that are impressive and true: rallies, stages, kilometres,
// drivers and countries always; the number of managers only once it says "a community", not "two friends".

/** The managers count is published from this many registered accounts on. */
export const MANAGERS_SHOWN_FROM = 1000;

/** The managers figure to publish, or null while the site is younger than the threshold. */
export function publishedManagerCount(registered: number): number | null {
  return registered >= MANAGERS_SHOWN_FROM ? registered : null;
}
