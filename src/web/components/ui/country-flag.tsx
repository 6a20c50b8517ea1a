import { lazy, Suspense } from 'react';
import { cn } from '@web/lib/cn';

export const FLAG_SIZES = { sm: 'h-3 w-4', md: 'h-3.5 w-[1.2rem]', lg: 'h-5 w-[1.7rem]' } as const;

export interface CountryFlagProps {
  country: string | null | undefined;
  size?: keyof typeof FLAG_SIZES;
  decorative?: boolean;
  className?: string;
}

// The flags' URL list and the country-name look-up (i18n-iso-countries) are ~12 KiB compressed: they load
// beside the page, not before it shows (issue 17, decision 0173).
const Flag = lazy(() => import('./country-flag-image').then((m) => ({ default: m.CountryFlag })));

/**
 * A country's flag as an SVG image whose accessible name is the country (country-flag-image.tsx). Until its
 * code has arrived, an empty box of the flag's size keeps the line from moving.
 */
export function CountryFlag(props: CountryFlagProps) {
  return (
    <Suspense fallback={<span aria-hidden="true" className={cn('inline-block shrink-0', FLAG_SIZES[props.size ?? 'md'], props.className)} />}>
      <Flag {...props} />
    </Suspense>
  );
}
