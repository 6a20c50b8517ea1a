import { countryCode } from '@shared/game/country-code';
import { flagForCountry } from '@shared/game/country-iso';
import { cn } from '@web/lib/cn';

/**
 * The spec's two-letter country code on a plate, with the real flag beside it where we know it. The
 * flag is decorative; the full country name is the accessible text.
 */
export function CountryTag({ country, className }: { country: string; className?: string }) {
  const flag = flagForCountry(country);
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        aria-hidden="true"
        className="inline-flex h-6 min-w-8 items-center justify-center rounded-md bg-slate-900 px-1.5 font-display text-sm font-bold tracking-wider text-white dark:bg-slate-100 dark:text-slate-900"
      >
        {countryCode(country)}
      </span>
      {flag ? (
        <span aria-hidden="true" className="text-base leading-none">
          {flag}
        </span>
      ) : null}
      <span className="sr-only">{country}</span>
    </span>
  );
}
