import { RouterProvider } from 'react-router/dom';
import { AppRoot } from '@web/app/app-root';
import { router } from '@web/app/router';

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
