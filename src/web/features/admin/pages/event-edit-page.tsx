import { ArrowLeft, CalendarX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { PageMessage } from '@web/components/ui/page-message';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAdminEvent } from '../api/get-admin-event';
import { EntryListEditor } from '../components/entry-list-editor';
import { ErrorAlert } from '../components/error-alert';
import { EventForm } from '../components/event-form';
import { EventReachReport } from '../components/event-reach-report';
import { StagesEditor } from '../components/stages-editor';

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link to="/admin/events" className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('events.back')}
    </Link>
  );
}

/** /admin/events/new and /admin/events/:id: the event's fields, then (once it exists) stages and entries. */
export function AdminEventEditPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const detail = useAdminEvent(valid && id !== null ? id : 0);
  useDocumentTitle(id === null ? t('events.new') : (detail.data?.event.name ?? t('events.title')));

  if (id === null) {
    return (
      <div>
        <BackLink />
        <PageHeader title={t('events.new')} />
        <EventForm event={null} onSaved={(saved) => navigate(`/admin/events/${saved.id}`, { replace: true })} />
      </div>
    );
  }
  if (!valid || (detail.error && 'status' in detail.error && detail.error.status === 404)) {
    return <PageMessage icon={<CalendarX aria-hidden="true" className="size-10" />} title={t('events.notFound')} backTo="/admin/events" backLabel={t('events.back')} />;
  }
  return (
    <div>
      <BackLink />
      <ErrorAlert error={detail.error} />
      {detail.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : detail.data ? (
        <div className="space-y-10">
          <div>
            <PageHeader title={detail.data.event.name} description={t('events.roundOf', { season: detail.data.event.season, round: detail.data.event.round })} />
            <EventForm key={detail.data.event.id} event={detail.data.event} stages={detail.data.stages} onSaved={() => undefined} />
          </div>
          <StagesEditor eventId={detail.data.event.id} stages={detail.data.stages} />
          <EntryListEditor key={detail.data.event.id} eventId={detail.data.event.id} entries={detail.data.entries} />
          <EventReachReport eventId={detail.data.event.id} />
        </div>
      ) : null}
    </div>
  );
}
