import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from '@web/app/app-root';
import { router } from '@web/app/router';
import { startClockSync } from '@web/lib/clock';
import { initI18n } from '@web/lib/i18n';
import { registerServiceWorkerWhenIdle } from '@web/lib/pwa/app-update';
import { queryClient } from '@web/lib/query-client';
import { sessionQueryOptions, startSession } from '@web/lib/session';
import { initTheme } from '@web/lib/theme';
import './styles/fonts.css';
import './styles/globals.css';

initTheme();
// Countdowns, badges and locks shown by the app follow the server's game clock, not the device's.
startClockSync();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
// A prerendered first screen (scripts/prerender.ts) is taken over as it is (hydration) once the app can draw the
// same page: the router must have loaded the page's code, else its first frame would be the loading screen.
// Its mark says who it was drawn for (a visitor, signed out; a player, the session on its way), and the app
// starts in that state, so its first render draws what the HTML shows.
const audience = container.getAttribute('data-prerendered');
const prerendered = audience === 'visitor' || audience === 'player';
startSession(queryClient, prerendered ? audience : null);

// The session check starts at once, in parallel with loading the first page's chunk. Not before taking
// a player's prerendered page over: that page was drawn with the session still loading, and so must the app's
// first render (the check starts when the page mounts). A visitor's page needs none.
if (!prerendered) void queryClient.prefetchQuery(sessionQueryOptions);

/** Resolves once the router has loaded the first page's code (its lazy route modules). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const app = (
  <AppRoot>
    <RouterProvider router={router} />
  </AppRoot>
);

// Render only after i18n is ready so no screen ever flashes raw translation keys. As a transition, React renders
// in short slices, so a slow phone can still answer a tap while the first page is drawn.
void Promise.all([initI18n(), prerendered ? routerReady() : null]).then(() => {
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // The service worker only in a production build: the dev server and tests never serve from its caches.
  if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
});
