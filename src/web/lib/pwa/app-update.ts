import { useSyncExternalStore } from 'react';

/**
 * The service worker's life in the page (decision 0215): registered in production builds only (the dev server
 * and the component tests never have one), and a new deployment's worker announced as "waiting" so the page
 * can offer a reload instead of either reloading under the player or keeping the old app forever.
 */
let applyWaiting: (() => void) | null = null;
const listeners = new Set<() => void>();

function setWaiting(apply: (() => void) | null): void {
  applyWaiting = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A function that switches to the new version and reloads once, while one is waiting; else null. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => applyWaiting, () => null);
}

/** Tests and the registration below: a new version is waiting, switched to by `apply`. */
export function announceWaitingUpdate(apply: (() => void) | null): void {
  setWaiting(apply);
}

/** How often an open tab asks whether a new version was deployed (a tab can stay open for days). */
const CHECK_EVERY_MS = 60 * 60_000;

/** How long after the page's load the update prompt's library comes: never part of a page's first load. */
const WATCH_AFTER_LOAD_MS = 4000;

/**
 * Registers the worker once the page has loaded (native call: no script of ours to download), then, a few
 * seconds later and when the browser is idle, loads workbox-window to watch for a new deployment. A page whose
 * figures arrive after its load event still shows them before the library is asked for (bench/first-load-budgets.ts).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    const watch = () => void watchForUpdates().catch(() => undefined);
    // Where the browser cannot say it is idle (Safari), a few seconds after the load is late enough.
    window.setTimeout(() => ('requestIdleCallback' in window ? window.requestIdleCallback(watch) : watch()), WATCH_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** A worker already waiting when this runs (installed meanwhile) is announced too: workbox-window says so. */
async function watchForUpdates(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    setWaiting(() => {
      // Reload once, when the new worker has taken the page; a second "controlling" (another tab's) does nothing.
      let reloaded = false;
      wb.addEventListener('controlling', () => {
        if (reloaded) return;
        reloaded = true;
        window.location.reload();
      });
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  window.setInterval(() => void wb.update().catch(() => undefined), CHECK_EVERY_MS);
}
