import { lazy, Suspense } from 'react';
import { useAfterPageShown } from '@web/lib/use-after-paint';
import type { EventBadgePlacement } from './event-badge';

const FloatingEventBadge = lazy(() => import('./event-badge').then((m) => ({ default: m.FloatingEventBadge })));

/**
 * The next-event badge (decision 0160), loaded once the page has shown its heading: it is on every page but never
 * the point of one, so its code (countdown, date formatting, icons) and its request wait (issue 17, decision 0173).
 */
export function DeferredEventBadge({ placement }: { placement: EventBadgePlacement }) {
  const shown = useAfterPageShown();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <FloatingEventBadge placement={placement} />
    </Suspense>
  );
}
