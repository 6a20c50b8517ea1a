import { Suspense, type ReactNode } from 'react';
import { useAfterPaint } from '@web/lib/use-after-paint';

/**
 * Renders a lazily loaded chart (recharts) only once the page has painted, with `fallback` until then and
 * while its code downloads: the page shows without waiting for the chart library (issue 17).
 */
export function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const painted = useAfterPaint();
  if (!painted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
