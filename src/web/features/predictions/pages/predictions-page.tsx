import { useEffect, useState } from 'react';
import { AlertTriangle, ArrowLeft, CalendarX2, CircleCheck } from 'lucide-react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useNextEntries } from '@web/features/entries';
import { useTranslation } from 'react-i18next';
import { useEvent } from '@web/features/events';
import type { EventDto } from '@shared/api/events';
import { PREDICTION_MESSAGES } from '@shared/api/predictions';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageMessage } from '@web/components/ui/page-message';
import { Skeleton } from '@web/components/ui/skeleton';
import type { PredictionView } from '@shared/api/predictions';
import { usePredictionView, useRefreshPredictionView } from '../api/predictions-api';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useLockCountdown } from '@web/lib/use-lock-countdown';
import { LockCountdown } from '@web/components/game/lock-countdown';
import { ClosedPrediction } from '../components/closed-prediction';
import { EventSummaryCard } from '../components/event-summary-card';
import { HowPredictionsWork } from '../components/how-predictions-work';
import { PredictionForm } from '../components/prediction-form';
import { formatSubmittedDate } from '../lib/format';
import { useLocalizeMessage } from '@web/lib/messages';

/** The success message stays 2 seconds, then the player is back on the event page. */
export const REDIRECT_AFTER_MS = 2_000;

function parseEventId(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The Podium Prediction page: /predictions?event={id}. */
export function PredictionsPage() {
  const [params] = useSearchParams();
  const eventId = parseEventId(params.get('event'));
  const localizeMessage = useLocalizeMessage();
  // Opened without a rally (the menu, a bookmark): the next rally's prediction, not an error (issue 30, part 7).
  if (!params.has('event')) return <NextRallyPrediction />;
  if (eventId === null) return <LoadError message={localizeMessage(PREDICTION_MESSAGES.eventNotFound)} />;
  // Keyed by event so another event's answer or success state never shows, even for a moment.
  return <PredictionScreen key={eventId} eventId={eventId} />;
}

function NextRallyPrediction() {
  const { t } = useTranslation('fair');
  const { data, isPending } = useNextEntries();
  useDocumentTitle(t('predictions.noneTitle'));
  if (isPending) {
    return (
      <div role="status" aria-live="polite" className="space-y-4">
        <span className="sr-only">{t('predictions.finding')}</span>
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (data?.event) return <Navigate to={`/predictions?event=${data.event.id}`} replace />;
  return (
    <PageMessage
      icon={<CalendarX2 />}
      title={t('predictions.noneTitle')}
      text={t('predictions.noneText')}
      backTo="/events"
      backLabel={t('predictions.toCalendar')}
    />
  );
}

function LoadError({ message }: { message: string }) {
  const { t } = useTranslation('predictions');
  useDocumentTitle(t('errorTitle'));
  return (
    <PageMessage
      tone="error"
      icon={<AlertTriangle />}
      title={t('errorTitle')}
      text={message}
      backTo="/events"
      backLabel={t('backToEvents')}
    />
  );
}

function PredictionScreen({ eventId }: { eventId: number }) {
  const { t } = useTranslation('predictions');
  const eventQuery = useEvent(eventId);
  const viewQuery = usePredictionView(eventId);
  const [saved, setSaved] = useState(false);
  const view = viewQuery.data;
  const event = eventQuery.data;
  // After the lock there is nothing left to update: the page is the prediction's record (issue 30, part 7).
  const title = view?.prediction && view.open && !saved ? t('updateTitle') : t('title');
  useDocumentTitle(title);

  if (eventQuery.isError || viewQuery.isError) {
    return <LoadError message={(eventQuery.error ?? viewQuery.error)?.message ?? t('missingEvent')} />;
  }
  if (!event || !view) return <ScreenSkeleton label={t('loading')} />;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="flex items-start gap-3">
        <Link
          to={`/events/${eventId}`}
          aria-label={t('back')}
          title={t('back')}
          className={buttonClasses({ variant: 'outline', size: 'icon', className: 'mt-0.5' })}
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-extrabold tracking-tight italic sm:text-4xl">{title}</h1>
          {view.prediction && !saved ? (
            <p className="mt-1 text-muted-foreground">
              {t('submittedOn', { date: formatSubmittedDate(view.prediction.createdAt) })}
            </p>
          ) : null}
        </div>
      </header>

      <EventSummaryCard event={event} />

      {saved ? <SaveSuccess event={event} /> : <PredictionBody event={event} view={view} onSaved={() => setSaved(true)} />}
    </div>
  );
}

function PredictionBody({ event, view, onSaved }: { event: EventDto; view: PredictionView; onSaved: () => void }) {
  const refresh = useRefreshPredictionView(event.id);
  // When the countdown reaches zero, ask the server: its clock, not this device's, closes the form.
  const parts = useLockCountdown(view.startDate, () => void refresh());
  if (!view.open) return <ClosedPrediction view={view} />;
  return (
    <>
      {!parts.done ? <LockCountdown startDate={view.startDate} parts={parts} /> : null}
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <PredictionForm
            // A new answer from the server (another tab saved) starts the form from the stored podium.
            key={view.prediction?.updatedAt ?? 'new'}
            eventId={event.id}
            drivers={view.drivers}
            prediction={view.prediction}
            onSaved={onSaved}
          />
        </CardContent>
      </Card>
      <HowPredictionsWork />
    </>
  );
}

function SaveSuccess({ event }: { event: EventDto }) {
  const { t } = useTranslation('predictions');
  const navigate = useNavigate();
  useEffect(() => {
    const id = window.setTimeout(() => navigate(`/events/${event.id}`), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(id);
  }, [event.id, navigate]);
  return (
    <Card role="status" className="border-success-border bg-success-soft px-6 py-10 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto mb-3 size-12 text-success" />
      <h2 className="font-display text-2xl font-extrabold tracking-tight text-success italic">{t('successTitle')}</h2>
      <p className="mt-2 text-foreground">{t('successText', { name: event.name })}</p>
      <p className="mt-4 text-sm text-muted-foreground">{t('redirecting')}</p>
    </Card>
  );
}

function ScreenSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-3xl space-y-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-32 rounded-2xl" />
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}
