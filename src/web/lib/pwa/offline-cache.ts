import { API_CACHE, FORGET_PRIVATE_MESSAGE } from '@web/sw/shared';

/**
 * How long a sign-out waits for the worker's word. A worker of an earlier deployment (still in charge until the
 * page reloads) may not know the message; the page then drops the kept answers itself, as it always does.
 */
const WORKER_ANSWER_MS = 2000;

/** Asks the worker in charge to drop the kept answers, and those still on their way; resolves once it has. */
function askWorkerToForget(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: FORGET_PRIVATE_MESSAGE }, [channel.port2]);
  });
}

/**
 * Drops every API answer the service worker kept for offline use (sign-out, decision 0215): the next player
 * on this device must never see the previous one's figures, online or not. The worker drops them itself, so a
 * read sent before the sign-out that lands after it is not kept either (src/web/sw/api-cache.ts); it also drops
 * them by itself when the session answers for someone else.
 */
export async function forgetPrivateAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (worker) await askWorkerToForget(worker);
  await caches.delete(API_CACHE).catch(() => false);
}
