import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UpcomingEvent } from '@shared/api/players';
import { CountryTag } from '@web/components/game/country-tag';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDate } from '@web/lib/format-date';

/** Dashboard "Upcoming Rallies": up to 3, each with a Details link; a link to the full calendar. */
export function UpcomingCard({ events }: { events: UpcomingEvent[] }) {
  const { t, i18n } = useTranslation('player');
  return (
    <Card data-testid="dashboard-upcoming" className="flex flex-col">
      <CardHeader>
        <CardTitle>{t('dashboard.upcoming.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('dashboard.upcoming.none')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {events.map((e) => (
              <li key={e.id} data-testid="dashboard-event" className="flex items-center gap-3 py-2.5">
                <CountryTag country={e.country} className="shrink-0" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{e.name}</p>
                  <p className="flex items-center gap-1 text-xs text-muted-foreground">
                    <CalendarDays aria-hidden="true" className="size-3.5" />
                    <time dateTime={e.startDate}>{formatDate(e.startDate, 'date', i18n.language)}</time>
                  </p>
                </div>
                <Link
                  to={`/events/${e.id}`}
                  aria-label={t('dashboard.upcoming.detailsFor', { name: e.name })}
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                >
                  {t('dashboard.upcoming.details')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Link to="/events" className="inline-flex items-center gap-1 text-sm font-semibold text-accent-text hover:underline">
          {t('dashboard.upcoming.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}
