import { RouterProvider } from 'react-router/dom';
import { AppRoot } from '@web/app/app-root';
import { router } from '@web/app/router';

// Registered once the first page is drawn; kept out of the entry, whose every lazy import index.html preloads
// (vite.config.ts), and the worker's helper (workbox-window) is not needed at start.
export { registerServiceWorkerWhenIdle } from '@web/lib/pwa/app-update';

/** Resolves once the router has loaded the first page's code (its lazy route modules). */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export const app = (
  <AppRoot>
    <RouterProvider router={router} />
  </AppRoot>
);
