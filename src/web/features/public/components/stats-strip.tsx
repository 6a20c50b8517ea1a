import { CalendarDays, Flag, Globe2, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteStats } from '@shared/api/public-site';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useSiteStats } from '../api/site-stats';

const ITEMS: { key: keyof SiteStats; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'managers', Icon: Users },
  { key: 'events', Icon: CalendarDays },
  { key: 'drivers', Icon: Flag },
  { key: 'countries', Icon: Globe2 },
];

/**
 * Managers, rally events, drivers and host countries, counted in the database (never a claim the product
 * cannot back). If the figures cannot be loaded the strip is left out rather than showing made-up numbers.
 */
export function StatsStrip({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('public');
  const stats = useSiteStats();
  if (stats.isError) return null;
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <section aria-label={t('stats.label')} aria-busy={stats.isPending || undefined} className={className}>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-border bg-border shadow-sm lg:grid-cols-4">
        {ITEMS.map(({ key, Icon }) => (
          <div key={key} className="flex flex-col gap-1 bg-card px-4 py-5 sm:px-6 sm:py-6">
            <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:text-sm">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
              {t(`stats.${key}`)}
            </dt>
            <dd
              className={cn('font-display text-4xl font-extrabold tracking-tight tabular-nums italic sm:text-5xl')}
              data-testid={`stat-${key}`}
            >
              {stats.data ? (
                number.format(stats.data[key])
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
