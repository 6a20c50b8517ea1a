/**
 * The worker's one reading of the time: when an API answer it keeps was fetched, for the page's
 * "offline — figures from HH:MM" note. The worker has no game clock (src/web/lib/clock.ts lives in the page);
 * the device's time is what the player's own clock shows, and offline there is no server to correct it with.
 */
export function fetchedAtNow(): string {
  return new Date().toISOString();
}
