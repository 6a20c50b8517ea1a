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
 * Counts the times every kept answer was dropped. An answer is kept only if no drop happened while it was on its
 * way: a read sent before a sign-out (or for the player before) that lands after it must not be kept.
 */
let drops = 0;

/** Drops every kept answer, now and on their way (the sign-out's message, another player's session). */
export async function forgetKeptAnswers(): Promise<void> {
  drops++;
  await caches.delete(API_CACHE);
}

/**
 * Kept answers belong to one player. When the session answers for someone else than the kept session did
 * (another player signed in on a shared device, a session that ended, nobody), every kept answer is dropped
 * before the new one is kept: a device must never show the previous player's figures. A sign-out through the
 * app drops them too (src/web/lib/pwa/offline-cache.ts), before any session is asked again. Either way, an
 * answer sent for before is not kept when it lands after: the count of drops is noted when a read leaves, and
 * a kept answer is taken out again if it changed meanwhile. Workbox gives each plugin a state per request.
 */
const onePlayersAnswers: WorkboxPlugin = {
  async requestWillFetch({ request, state }) {
    if (state) state.drops = drops;
    return request;
  },
  async fetchDidSucceed({ request, response, state }) {
    if (new URL(request.url).pathname !== SESSION_PATH) return response;
    const now = await sessionIdentity(response);
    const cache = await caches.open(API_CACHE);
    const kept = await sessionIdentity(await cache.match(SESSION_PATH, { ignoreSearch: true, ignoreVary: true }));
    if (now === undefined || (kept !== undefined && kept !== now)) {
      await forgetKeptAnswers();
      // This answer is the new player's own: it is the one to keep.
      if (state) state.drops = drops;
    }
    return response;
  },
  async cacheDidUpdate({ cacheName, request, state }) {
    if (state?.drops === drops) return;
    await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
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
      plugins: [onePlayersAnswers, stampFetchedAt, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 24 * 60 * 60 })],
    }),
  );
}
