import { lazy, Suspense } from 'react';
import { useWaitingUpdate } from '@web/lib/pwa/app-update';
import { useOfflineFiguresSince } from '@web/lib/pwa/offline-figures';

// Loaded only when there is something to say: neither is part of any page's first load (bench/first-load-budgets.ts).
// Offline they still open, as the service worker keeps every script of the build.
const UpdateToast = lazy(() => import('./update-toast').then((m) => ({ default: m.UpdateToast })));
const OfflineNote = lazy(() => import('./offline-note').then((m) => ({ default: m.OfflineNote })));

/** "New version available — Reload" while a new deployment's worker waits (decision 0215). */
export function WaitingUpdateToast() {
  const apply = useWaitingUpdate();
  return apply ? (
    <Suspense fallback={null}>
      <UpdateToast apply={apply} />
    </Suspense>
  ) : null;
}

/** "Offline — figures from HH:MM" while the page shows answers the service worker kept (decision 0215). */
export function OfflineFiguresNote() {
  const since = useOfflineFiguresSince();
  return since ? (
    <Suspense fallback={null}>
      <OfflineNote since={since} />
    </Suspense>
  ) : null;
}
