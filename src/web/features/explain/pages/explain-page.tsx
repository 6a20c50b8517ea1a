import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Calculator, SearchX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { buttonClasses } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Select } from '@web/components/ui/form-controls';
import { PageHeader } from '@web/components/ui/page-header';
import { PageMessage } from '@web/components/ui/page-message';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format-date';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { explanationQueryOptions } from '../api/get-explanation';
import { EventExplained } from '../components/event-explained';

const parseId = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN);

function ExplainSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3" aria-hidden="true" data-testid="explain-skeleton">
      <Skeleton className="h-80 rounded-2xl lg:col-span-2" />
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}

/** "Explain my points" for any scored event (issue 31 part 5), with a picker of the others. */
export function ExplainPage() {
  const { t, i18n } = useTranslation('player');
  const navigate = useNavigate();
  const eventId = parseId(useParams().eventId);
  const query = useQuery({
    ...explanationQueryOptions(eventId),
    enabled: !Number.isNaN(eventId),
    // While another event loads, the picker and the last explanation stay on screen.
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('explain.title'));
  const header = <PageHeader title={t('explain.title')} description={t('explain.subtitle')} />;

  if (Number.isNaN(eventId)) {
    return <PageMessage icon={<SearchX />} title={t('explain.notFound')} backTo="/dashboard" backLabel={t('explain.back')} />;
  }
  if (query.isPending) {
    return (
      <div aria-busy="true">
        {header}
        <span className="sr-only">{t('explain.loading')}</span>
        <ExplainSkeleton />
      </div>
    );
  }
  if (query.isError) {
    const notScored = isApiError(query.error) && query.error.status === 404;
    return (
      <div>
        {header}
        {notScored ? (
          <EmptyState
            icon={<Calculator />}
            title={t('explain.emptyTitle')}
            description={query.error.message}
            action={
              <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
                {t('explain.back')}
              </Link>
            }
          />
        ) : (
          <Alert tone="danger" title={t('explain.error')}>
            {query.error.message}
          </Alert>
        )}
      </div>
    );
  }

  const data = query.data;
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      {header}
      <div className="mb-6 max-w-sm">
        <label htmlFor="explain-event" className="mb-1.5 block text-sm font-semibold">
          {t('explain.pick')}
        </label>
        <Select id="explain-event" value={eventId} onChange={(e) => void navigate(`/explain/${e.target.value}`)}>
          {data.scoredEvents.map((e) => (
            <option key={e.eventId} value={e.eventId}>
              {t('explain.option', { name: e.name, date: formatDate(e.startDate, 'date', i18n.language), points: e.points })}
            </option>
          ))}
        </Select>
      </div>
      <EventExplained data={data} />
    </div>
  );
}
