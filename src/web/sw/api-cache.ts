import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { fetchedAtNow } from './fetched-at';
import { API_CACHE, FETCHED_AT_HEADER, isKeptApiRead } from './shared';

const SESSION_PATH = '/api/session';

/** Who `/api/session` says is signed in (a user id, or null for nobody); undefined when it cannot be read. */
async function sessionIdentity(response: Response | undefined): Promise<string | null | undefined> {
  if (!response?.ok) return undefined;
  try {
    const body = (await response.clone().json()) as { user?: { id?: unknown } | null };
    return body.user && typeof body.user.id === 'string' ? body.user.id : null;
  } catch {
    return undefined;
  }
}

/**
 * Kept answers belong to one player. When the session answers for someone else than the kept session did
 * (another player signed in on a shared device, a session that ended, nobody), every kept answer is dropped
 * before the new one is kept: a device must never show the previous player's figures. A sign-out through the
 * app also drops them at once (src/web/lib/pwa/offline-cache.ts), before any session is asked again.
 */
const forgetOnAnotherPlayer: WorkboxPlugin = {
  async fetchDidSucceed({ request, response }) {
    if (new URL(request.url).pathname !== SESSION_PATH) return response;
    const now = await sessionIdentity(response);
    const cache = await caches.open(API_CACHE);
    const kept = await sessionIdentity(await cache.match(SESSION_PATH, { ignoreSearch: true, ignoreVary: true }));
    if (now === undefined || (kept !== undefined && kept !== now)) await caches.delete(API_CACHE);
    return response;
  },
};

/** Keeps only whole JSON answers, stamped with when they were fetched (the page's offline note shows it). */
const stampFetchedAt: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('application/json')) return null;
    const headers = new Headers(response.headers);
    headers.set(FETCHED_AT_HEADER, fetchedAtNow());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/**
 * The player's reads go to the network first, as before; only when the network fails does the last kept
 * answer stand in. So online nothing is ever stale, and offline the last-seen team, dashboard and leagues show.
 */
export function routeApiReads(): void {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isKeptApiRead(url.pathname) && request.headers.get('accept') !== 'text/event-stream',
    new NetworkFirst({
      cacheName: API_CACHE,
      // The server varies some answers by language or encoding; offline, the last answer is the one to show.
      matchOptions: { ignoreVary: true },
      plugins: [forgetOnAnotherPlayer, stampFetchedAt, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 24 * 60 * 60 })],
    }),
  );
}
