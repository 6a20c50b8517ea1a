import { lazy, Suspense } from 'react';
import { useAfterPageShown } from '@web/lib/use-after-paint';

const LiveUpdates = lazy(() => import('./live-updates').then((m) => ({ default: m.LiveUpdates })));

/**
 * The live plumbing waits for the page to show, as the event badge does (decision 0173): it is on every
 * signed-in page but never the point of one, and its code (the stream, the live schemas) stays out of the first load.
 */
export function DeferredLiveUpdates() {
  const shown = useAfterPageShown();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  );
}
