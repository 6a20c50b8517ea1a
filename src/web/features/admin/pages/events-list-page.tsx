import { CalendarPlus, Pencil, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';
import { buttonClasses } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminEvents } from '../api/get-admin-events';
import { ErrorAlert } from '../components/error-alert';
import { formatDateRange } from '../lib/format';
import { countryName } from '@web/lib/country-name';

const STATUS_TONE = { upcoming: 'info', active: 'warning', completed: 'success' } as const;

export function AdminEventsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('events.title'));
  const events = useAdminEvents();
  return (
    <div>
      <PageHeader
        title={t('events.title')}
        description={t('events.description')}
        actions={
          <Link to="new" className={buttonClasses({})} data-testid="admin-new-event">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('events.new')}
          </Link>
        }
      />
      <ErrorAlert error={events.error} />
      {events.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : events.data && events.data.length === 0 ? (
        <EmptyState title={t('events.empty')} />
      ) : events.data ? (
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
          {events.data.map((e) => (
            <li key={e.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="admin-event-row">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="text-xs font-semibold text-muted-foreground tabular-nums">
                    {t('events.roundOf', { season: e.season, round: e.round })}
                  </span>
                  <Badge tone={STATUS_TONE[e.status]}>{t(`status.${e.status}`)}</Badge>
                </p>
                <p className="truncate font-semibold">{e.name}</p>
                <p className="text-sm text-muted-foreground">
                  {countryName(e.country)} · {formatDateRange(e.startDate, e.endDate)} ·{' '}
                  {t('events.counts', { stages: e.stageCount, entries: e.entryCount, results: e.resultCount })}
                </p>
              </div>
              <div className="flex gap-2">
                <Link to={`${e.id}`} className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-label={t('events.editNamed', { name: e.name })}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('events.edit')}
                </Link>
                <Link
                  to={`../results?event=${e.id}`}
                  className={buttonClasses({ variant: 'ghost', size: 'sm' })}
                  aria-label={t('events.resultsNamed', { name: e.name })}
                >
                  <Trophy aria-hidden="true" className="size-4" />
                  {t('events.results')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
