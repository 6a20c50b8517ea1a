import { Outlet } from 'react-router';
import { WaitingUpdateToast } from '@web/features/pwa/components/pwa-notices';
import { PageScroll } from './page-scroll';

/**
 * Wraps every route: restores scroll on back/forward and starts new pages at the top (a prerendered page stays
 * where the visitor scrolled it); offers a new version.
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <PageScroll />
      {/* A new deployment waiting: offered on every page, signed in or not (decision 0215). */}
      <WaitingUpdateToast />
    </>
  );
}
