import { API_CACHE, FORGET_PRIVATE_MESSAGE } from '@web/sw/shared';

/**
 * Drops every API answer the service worker kept for offline use (sign-out, decision 0215): the next player
 * on this device must never see the previous one's figures, online or not. The worker in charge is told to drop
 * them too: it also takes out a read sent before the sign-out that lands after it (src/web/sw/api-cache.ts), so
 * the page need not wait for it. A worker of an earlier deployment ignores the message; the page's own drop
 * stands, as before.
 */
export async function forgetPrivateAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: FORGET_PRIVATE_MESSAGE });
  await caches.delete(API_CACHE).catch(() => false);
}
