import { CalendarDays, Flag, Globe2, Route, Timer, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteStats } from '@shared/api/public-site';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/format';
import { useSiteStats } from '../api/site-stats';

const ITEMS: { key: keyof SiteStats; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'events', Icon: CalendarDays },
  { key: 'stages', Icon: Timer },
  { key: 'kilometres', Icon: Route },
  { key: 'drivers', Icon: Flag },
  { key: 'countries', Icon: Globe2 },
  { key: 'managers', Icon: Users },
];

/**
 * Rallies, special stages, stage kilometres, drivers and host countries, counted in the database (never a
 * claim the product cannot back); registered managers only once the server publishes the figure (from
 * 1,000, docs/decisions/0169). If the figures cannot be loaded the strip is left out rather than showing
 * made-up numbers.
 */
export function StatsStrip({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('public');
  const stats = useSiteStats();
  if (stats.isError) return null;
  // While loading, the five figures that are always shown hold their places.
  const items = ITEMS.filter(({ key }) => (stats.data ? stats.data[key] !== null : key !== 'managers'));

  return (
    <section aria-label={t('stats.label')} aria-busy={stats.isPending || undefined} className={className}>
      <dl
        className={cn(
          'grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-border bg-border shadow-sm sm:grid-cols-6',
          items.length === 6 ? 'lg:grid-cols-6' : 'lg:grid-cols-5',
        )}
      >
        {items.map(({ key, Icon }, index) => (
          <div
            key={key}
            className={cn(
              'flex flex-col gap-1 bg-card px-4 py-5 sm:col-span-2 sm:px-5 sm:py-6 lg:col-span-1',
              // No holes: on phones an odd last figure spans the row; on tablets (three a row) five figures
              // end with a row of two halves.
              items.length % 2 === 1 && index === items.length - 1 && 'col-span-2',
              items.length === 5 && index >= 3 && 'sm:col-span-3',
            )}
          >
            <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:text-sm">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
              {t(`stats.${key}`)}
            </dt>
            <dd
              className={cn('font-display text-4xl font-extrabold tracking-tight tabular-nums italic sm:text-5xl')}
              data-testid={`stat-${key}`}
            >
              {stats.data ? (
                formatNumber(stats.data[key] ?? 0, i18n.language)
              ) : (
                <>
                  <span className="sr-only">{t('stats.loading')}</span>
                  <Skeleton className="mt-1 h-10 w-20" />
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
