import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Select } from '@web/components/ui/form-controls';
import { Label } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminEvents } from '../api/get-admin-events';
import { useEventResults } from '../api/get-event-results';
import { useJob } from '../api/get-job';
import { invalidateAfterChampionshipEdit } from '../api/invalidate';
import { ErrorAlert } from '../components/error-alert';
import { PublishProgress } from '../components/publish-progress';
import { ResultsGrid } from '../components/results-grid';

/** /admin/results?event=ID: pick an event, fill its grid, save a draft, publish, follow the job. */
export function AdminResultsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('results.title'));
  const [params, setParams] = useSearchParams();
  const events = useAdminEvents();
  const raw = Number(params.get('event'));
  const eventId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const results = useEventResults(eventId);
  const [jobId, setJobId] = useState<number | null>(null);
  const lastJob = results.data?.publish.lastJob ?? null;
  const job = useJob(jobId ?? lastJob?.id ?? null);
  const shownJob = job.data ?? lastJob;
  const queryClient = useQueryClient();
  const finishedJob = job.data && job.data.status === 'succeeded' ? job.data.id : null;

  // A finished job changed points, prices and standings everywhere: refresh what is cached.
  useEffect(() => {
    if (finishedJob !== null) void invalidateAfterChampionshipEdit(queryClient);
  }, [finishedJob, queryClient]);

  return (
    <div className="space-y-6">
      <PageHeader title={t('results.title')} description={t('results.description')} />
      <div className="max-w-md">
        <Label htmlFor="admin-results-event">{t('results.event')}</Label>
        <Select
          id="admin-results-event"
          value={eventId === null ? '' : String(eventId)}
          disabled={events.isPending}
          onChange={(e) => {
            setJobId(null);
            setParams(e.target.value ? { event: e.target.value } : {});
          }}
        >
          <option value="">{t('results.chooseEvent')}</option>
          {(events.data ?? []).map((e) => (
            <option key={e.id} value={e.id}>
              {t('results.eventOption', { season: e.season, round: e.round, name: e.name })}
            </option>
          ))}
        </Select>
      </div>
      <ErrorAlert error={events.error} />
      {eventId === null ? null : results.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : results.error ? (
        <ErrorAlert error={results.error} />
      ) : results.data ? (
        <>
          {shownJob ? <PublishProgress job={shownJob} /> : null}
          <ResultsGrid key={eventId} data={results.data} onPublished={setJobId} />
        </>
      ) : null}
    </div>
  );
}
