import { Outlet, ScrollRestoration } from 'react-router';
import { WaitingUpdateToast } from '@web/features/pwa/components/pwa-notices';

/** Wraps every route: restores scroll on back/forward and starts new pages at the top; offers a new version. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      {/* A new deployment waiting: offered on every page, signed in or not (decision 0215). */}
      <WaitingUpdateToast />
    </>
  );
}
