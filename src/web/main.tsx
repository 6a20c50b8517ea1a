import { StrictMode } from 'react';
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

// Render only after i18n is ready so no screen ever flashes raw translation keys.
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
