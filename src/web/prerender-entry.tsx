import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@shared/constants/enums';
import { AppRoot } from '@web/app/app-root';
import { routes } from '@web/app/routes';
import { initI18n } from '@web/lib/i18n';
import { PageHead, PageHeadContext } from '@web/lib/page-head';

/**
 * A page's first screen as HTML, for the build (scripts/prerender.ts, decision 0178): rendered by the app's own
 * components, for a visitor nobody knows yet (no answer from the API yet: the session and the figures show as
 * loading), so the browser's first render matches it and takes it over as it is (main.tsx `hydrateRoot`).
 */
export async function renderFirstScreen(path: string, language: Language): Promise<{ html: string; title?: string; description?: string }> {
  await initI18n({ language });
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
