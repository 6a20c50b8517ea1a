import { startTransition } from 'react';
import { initTheme } from '@web/lib/theme';
import { warmIntl } from '@web/lib/warm-intl';
import { yieldToBrowser } from '@web/lib/yield-to-browser';
import './styles/fonts.css';
import './styles/globals.css';

initTheme();
// Before anything else: the locale data's load runs in a worker while the app's code arrives.
warmIntl(document.documentElement.lang || navigator.language);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
// A prerendered first screen (scripts/prerender.ts) is taken over as it is (hydration) once the app can draw the
// same page: the router must have loaded the page's code, else its first frame would be the loading screen.
// Its mark says who it was drawn for (a visitor, signed out; a player, the session on its way), and the app
// starts in that state, so its first render draws what the HTML shows.
const mark = container.getAttribute('data-prerendered');
const audience = mark === 'visitor' || mark === 'player' ? mark : null;

// The app's code runs in steps: the network's first requests, the texts, React, then the router and the app.
// Evaluated in one go it was one task of 35–50 ms on this machine, four times that on Lighthouse's simulated
// phone, which a tap waits out (Total Blocking Time, issue 30 item 19). Each step is imported once the one
// before has run, in a task of its own (`yieldToBrowser`), so the browser can answer input in between. Their
// files are all fetched at once from the start (`modulepreload` in index.html, vite.config.ts), so no step
// waits for the network.
async function start(root: HTMLElement): Promise<void> {
  (await import('./app/start/network')).startNetwork(audience);
  await yieldToBrowser();
  const i18nReady = (await import('@web/lib/i18n')).initI18n();
  await yieldToBrowser();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToBrowser();
  const { app, routerReady, registerServiceWorkerWhenIdle, prepareFirstRender } =
    await import('./app/start/app');
  await yieldToBrowser();
  prepareFirstRender();
  await yieldToBrowser();
  // Render only after i18n is ready so no screen ever flashes raw translation keys. As a transition, React
  // renders in short slices, so a slow phone can still answer a tap while the first page is drawn.
  await Promise.all([i18nReady, audience ? routerReady() : null]);
  startTransition(() => {
    if (audience) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // The service worker only in a production build: the dev server and tests never serve from its caches.
  if (import.meta.env.PROD) registerServiceWorkerWhenIdle();
}

void start(container);
