import { CalendarDays, ChevronRight, MapPin, Mountain } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@shared/api/events';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { formatDateRange } from '@web/lib/format-date';
import { CountryTag } from '@web/components/game/country-tag';
import { EventStatusBadge } from './event-status-badge';
import { SURFACE_BAND } from './surface-style';
import { countryName } from '@web/lib/country-name';

/** A calendar card; the title link stretches over the whole card so one link (and one tab stop) opens it. */
export function EventCard({ event, className }: { event: EventDto; className?: string }) {
  const { t } = useTranslation('events');
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-within:ring-2 focus-within:ring-ring dark:hover:border-brand-700',
        className,
      )}
    >
      <div
        className={cn(
          'relative flex h-24 flex-col justify-between bg-gradient-to-br p-4 text-white',
          SURFACE_BAND[event.surfaceType],
        )}
      >
        <div
          aria-hidden="true"
          className="bg-rally-stripes pointer-events-none absolute inset-0 opacity-60"
        />
        <div className="relative flex items-start justify-between gap-2">
          <span className="font-display text-sm font-bold tracking-widest uppercase italic">
            {t('card.round', { round: event.round })}
          </span>
          <EventStatusBadge status={event.status} className="shadow-sm" />
        </div>
        <CountryTag
          country={event.country}
          className="relative [&>span:first-child]:bg-white [&>span:first-child]:text-slate-900"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2.5 p-5">
        <h3 className="font-display text-xl leading-tight font-bold tracking-tight">
          <Link
            to={`/events/${event.id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-accent-text"
          >
            {event.name}
          </Link>
        </h3>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">
            {event.location && event.location !== event.country
              ? `${event.location}, ${countryName(event.country)}`
              : countryName(event.country)}
          </span>
        </p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={event.startDate}>{formatDateRange(event.startDate, event.endDate)}</time>
        </p>
        <div className="mt-auto flex items-center justify-between pt-2">
          <span className="inline-flex items-center gap-1.5 text-sm font-medium">
            <Mountain aria-hidden="true" className="size-4 text-accent-text" />
            {t(`surface.${event.surfaceType}`)}
          </span>
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-0.5 text-sm font-semibold text-accent-text"
          >
            {t('card.viewDetails')}
            <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}

export function EventCardSkeleton() {
  return (
    <div
      data-testid="event-card-skeleton"
      className="overflow-hidden rounded-2xl border border-border bg-card"
    >
      <Skeleton className="h-24 rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-4 h-4 w-1/3" />
      </div>
    </div>
  );
}
