import { isoCountryCode } from '@shared/game/country-code';
import { cn } from '@web/lib/cn';
import { countryName } from '@web/lib/country-name';
import { FLAG_SIZES as sizes, type CountryFlagProps } from './country-flag';

// Every 4:3 SVG flag of flag-icons, as file URLs (never inlined: vite.config.ts), so a page downloads only
// the flags it shows and every system draws the same flag (emoji flags are letter pairs on Windows).
const FLAG_URLS = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const urlByCode = new Map(
  Object.entries(FLAG_URLS).map(([file, url]) => [/([a-z]{2})\.svg$/.exec(file)?.[1]?.toUpperCase() ?? '', url]),
);

/** The SVG flag of an ISO 3166-1 alpha-2 code, or undefined when flag-icons has none. */
export function flagUrl(code: string): string | undefined {
  return urlByCode.get(code.toUpperCase());
}

/** Whether CountryFlag draws something for this country name. */
export function hasCountryFlag(country: string | null | undefined): boolean {
  const code = isoCountryCode(country);
  return code !== null && urlByCode.has(code);
}

/**
 * A country's flag as an SVG image whose accessible name is the country (`alt`). Pass `decorative` where the
 * country's name is already written beside it, so a screen reader does not say it twice. Renders nothing
 * for a name that is no country.
 */
export function CountryFlag({
  country,
  size = 'md',
  decorative = false,
  className,
}: CountryFlagProps) {
  const code = isoCountryCode(country);
  const src = code ? flagUrl(code) : undefined;
  if (!src || !country) return null;
  return (
    <img
      src={src}
      alt={decorative ? '' : countryName(country)}
      data-country-code={code}
      width={16}
      height={12}
      loading="lazy"
      decoding="async"
      className={cn(
        'inline-block shrink-0 rounded-[2px] object-cover align-[-0.1em] shadow-[0_0_0_1px_rgb(0_0_0/0.12)] dark:shadow-[0_0_0_1px_rgb(255_255_255/0.18)]',
        sizes[size],
        className,
      )}
    />
  );
}
