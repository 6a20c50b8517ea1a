import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { AppProviders } from './providers';

/**
 * The app's outermost components, the same in the browser and in the prerender (scripts/prerender.ts), so the
 * browser can take the prerendered HTML over as it is (hydration). Once it has, the prerendered screen's
 * buttons take taps again (globals.css).
 */
export function AppRoot({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
  }, []);
  return (
    <StrictMode>
      <AppProviders>{children}</AppProviders>
    </StrictMode>
  );
}
