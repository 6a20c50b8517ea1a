import { clientsClaim } from 'workbox-core';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { forgetKeptAnswers, routeApiReads } from './api-cache';
import { FORGET_PRIVATE_MESSAGE } from './shared';
import { listenForPush } from './push';

/**
 * The app's service worker (issue 32, docs/decisions/0215), bundled by the build into /sw.js
 * (scripts/service-worker-plugin.ts), which writes the precache list in place of `self.__WB_MANIFEST`.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// The app shell: index.html and every script, style and icon of this build. A new build changes the list, so
// the browser installs a new worker, which waits until the page says "reload" (src/web/lib/pwa/).
// No directory index and no clean URLs: `/` and `/dashboard` still go to the server, which may send their
// prerendered HTML; the kept index.html is only the offline fallback below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Pages come from the server as before; without a network, the kept app shell opens and draws the page from
// the kept answers.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
    }),
    { denylist: [/^\/api\//] },
  ),
);

routeApiReads();

// Fonts and flags of this build not in the precache (most pages need few of them): kept once used.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'rally-assets', plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);

listenForPush();

// The first worker takes the open page at once (nothing to be inconsistent with); a later one waits for the
// player's "Reload" (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A sign-out: the page waits for the answer, so nothing of the player's is kept once it goes on.
  if (type === FORGET_PRIVATE_MESSAGE) {
    event.waitUntil(forgetKeptAnswers().then(() => event.ports[0]?.postMessage('forgotten')));
  }
});
clientsClaim();
