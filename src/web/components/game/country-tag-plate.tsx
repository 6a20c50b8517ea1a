import { countryCode } from '@shared/game/country-code';
import { CountryFlag, hasCountryFlag } from '@web/components/ui/country-flag-image';
import { cn } from '@web/lib/cn';
import { countryName } from '@web/lib/country-name';

/**
 * The country's two-letter code on a plate (spec map, else ISO 3166: docs/decisions/0166) with its SVG
 * flag. The plate is hidden from screen readers; the flag's accessible name is the country, and a name that
 * is no country (no flag) is read from a hidden text instead.
 */
export function CountryTag({ country, className }: { country: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        aria-hidden="true"
        className="inline-flex h-6 min-w-8 items-center justify-center rounded-md bg-slate-900 px-1.5 font-display text-sm font-bold tracking-wider text-white dark:bg-slate-100 dark:text-slate-900"
      >
        {countryCode(country)}
      </span>
      {hasCountryFlag(country) ? (
        <CountryFlag country={country} size="lg" />
      ) : (
        <span className="sr-only">{countryName(country)}</span>
      )}
    </span>
  );
}
