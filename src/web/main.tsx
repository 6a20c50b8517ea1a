import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@web/app/providers';
import { router } from '@web/app/router';
import { initI18n } from '@web/lib/i18n';
import { queryClient } from '@web/lib/query-client';
import { sessionQueryOptions } from '@web/lib/session';
import { initTheme } from '@web/lib/theme';
import './styles/fonts.css';
import './styles/globals.css';

initTheme();
// Spec §2: the session check starts at once, in parallel with loading the first page's chunk.
void queryClient.prefetchQuery(sessionQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

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

/** Marks the prerendered screen as replaced by the app's own, so its controls take taps again (globals.css). */
function TakeOverPrerendered({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => root.removeAttribute('data-prerendered'), [root]);
  return null;
}

// A prerendered first screen (scripts/prerender.ts) stays until the app can draw the page itself: the app's own
// first frame would otherwise replace it with the loading screen while the page's code arrives.
const prerendered = container.hasAttribute('data-prerendered');

// Render only after i18n is ready so no screen ever flashes raw translation keys. As a transition, React renders
// in short slices, so a slow phone can still answer a tap while the first page is drawn.
void Promise.all([initI18n(), prerendered ? routerReady() : null]).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
        {prerendered ? <TakeOverPrerendered root={container} /> : null}
      </StrictMode>,
    );
  });
});
