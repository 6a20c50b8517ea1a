/**
 * What the service worker and the page agree on (docs/decisions/0215). Plain values only: this file is part of
 * both the worker's bundle and the app's.
 */

/** The runtime cache of the player's own API answers (team, dashboard, leagues, the session…). */
export const API_CACHE = 'rally-api-v1';

/** Stamped by the worker on each API answer it keeps: when it was fetched (ISO 8601, the device's time). */
export const FETCHED_AT_HEADER = 'x-rally-fetched-at';

/** The page asks the worker to forget every kept API answer (sign-out). */
export const FORGET_PRIVATE_MESSAGE = 'rally:forget-private';

/**
 * The API reads a player may want offline. Everything else is never kept: the admin's, the auth library's, the
 * game clock (it must be live), push keys and the live stream.
 */
export function isKeptApiRead(pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  return !/^\/api\/(admin|auth|push|docs)(\/|$)|^\/api\/site\/time$|^\/api\/live\/stream$/.test(pathname);
}
