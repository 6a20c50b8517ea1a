import { API_CACHE } from '@web/sw/shared';

/**
 * Drops every API answer the service worker kept for offline use (sign-out, decision 0215): the next player
 * on this device must never see the previous one's figures, online or not. The worker also drops them by
 * itself when the session answers for someone else (src/web/sw/api-cache.ts).
 */
export async function forgetPrivateAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
