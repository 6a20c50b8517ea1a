import { RouterProvider } from 'react-router/dom';
import { AppRoot } from '@web/app/app-root';
import { router } from '@web/app/router';
import { cn } from '@web/lib/cn';

// Registered once the first page is drawn; kept out of the entry, whose every lazy import index.html preloads
// (vite.config.ts), and the worker's helper (workbox-window) is not needed at start.
export { registerServiceWorkerWhenIdle } from '@web/lib/pwa/app-update';

/**
 * Work the first render would otherwise do inside its own long task, done here in a task of its own: the class
 * merger builds its tables of Tailwind's classes on its first call (5–8 ms on this machine, four times that on a
 * slow phone), and the first render calls it a few hundred times.
 */
export function prepareFirstRender(): void {
  cn('p-0', 'p-1');
}

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
