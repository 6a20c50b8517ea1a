import { lazy, Suspense } from 'react';
import { cn } from '@web/lib/cn';

// Like the flag (components/ui/country-flag.tsx), the plate needs the country look-up: it loads beside the
// page, not before it shows (issue 17, decision 0173).
const Plate = lazy(() => import('./country-tag-plate').then((m) => ({ default: m.CountryTag })));

/** A country's code plate and flag (country-tag-plate.tsx); an empty plate of the same size until it has arrived. */
export function CountryTag({ country, className }: { country: string; className?: string }) {
  return (
    <Suspense fallback={<span aria-hidden="true" className={cn('inline-flex h-6 min-w-8 rounded-md bg-muted', className)} />}>
      <Plate country={country} className={className} />
    </Suspense>
  );
}
