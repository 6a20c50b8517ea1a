import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@shared/constants/enums';
import type { PrerenderAudience } from '@shared/prerendered-pages';
import { AppRoot } from '@web/app/app-root';
import { routes } from '@web/app/routes';
import { initI18n } from '@web/lib/i18n';
import { PageHead, PageHeadContext } from '@web/lib/page-head';
import { queryClient } from '@web/lib/query-client';
import { startSession } from '@web/lib/session';

/**
 * A page's first screen as HTML, for the build (scripts/prerender.ts, decisions 0178, 0180): rendered by the
 * app's own components with no answer from the API yet (the figures show as loading), signed out for a
 * visitor's page and with the session on its way for a player's, so the browser's first render, started the
 * same way (main.tsx), matches it and takes it over as it is (`hydrateRoot`).
 */
export async function renderFirstScreen(path: string, audience: PrerenderAudience, language: Language): Promise<{ html: string; title?: string; description?: string }> {
  await initI18n({ language });
  // Each page starts from nothing, as a browser does: no answers kept from the page rendered before.
  queryClient.clear();
  startSession(queryClient, audience);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const head = new PageHead();
  const html = renderToString(
    <PageHeadContext.Provider value={head}>
      <AppRoot>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
    </PageHeadContext.Provider>,
  );
  return { html, title: head.title, description: head.description };
}
