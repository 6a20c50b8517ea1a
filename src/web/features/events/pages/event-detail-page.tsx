import { DetailLoadError, DetailRoute, detailTitle, type DetailTexts } from '@web/components/detail-page';
import { useMemo, useState, type ReactNode } from 'react';
import { ArrowLeft, CalendarDays, Flag, MapPin, Mountain } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@shared/api/events';
import { relatedEvents } from '@shared/game/related-events';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useEvent, useEventResults, useEventStages, useEvents } from '../api/events-api';
import { CountryTag } from '@web/components/game/country-tag';
import { EventCard } from '../components/event-card';
import { EventStatusBadge } from '../components/event-status-badge';
import { ResultsTable } from '../components/results-table';
import { StagesTable } from '../components/stages-table';
import { SURFACE_BAND } from '../components/surface-style';
import { formatDateRange } from '@web/lib/format-date';
import { CrowdPicks } from '../components/crowd-picks';
import { EventDescription } from '../components/event-description';
import { PredictionBlock, usePredictionsOpen } from '../components/prediction-block';
import { countryName } from '@web/lib/country-name';
import { LiveTab } from '@web/features/live';
import { EntryListTable } from '@web/features/entries';
import { EventCorrectionsNote } from '@web/features/corrections';

const TABS = ['overview', 'live', 'stages', 'entries', 'results'] as const;
type TabValue = (typeof TABS)[number];

/** The Live tab is there while the rally runs (issue 29): stage times and the provisional classification. */
function tabsOf(status: EventDto['status'] | undefined): readonly TabValue[] {
  return status === 'active' ? TABS : TABS.filter((tab) => tab !== 'live');
}
const RELATED_LIMIT = 3;

function useTexts(): DetailTexts {
  const { t } = useTranslation('events');
  return {
    notFoundTitle: t('detail.notFoundTitle'),
    notFoundText: t('detail.notFoundText'),
    errorTitle: t('detail.errorTitle'),
    errorText: t('detail.errorText'),
    backTo: '/events',
    backLabel: t('detail.back'),
  };
}

export function EventDetailPage() {
  return <DetailRoute texts={useTexts()}>{(id) => <EventDetail id={id} />}</DetailRoute>;
}

function EventDetail({ id }: { id: number }) {
  const { t } = useTranslation('events');
  const eventQuery = useEvent(id);
  const event = eventQuery.data;
  // Event, then its stages, then its results, in sequence (docs/decisions/0040-public-championship-reads.md).
  const stagesQuery = useEventStages(id, eventQuery.isSuccess);
  const resultsQuery = useEventResults(id, stagesQuery.isSuccess || stagesQuery.isError);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  // The chosen tab is state, and the URL follows it: a router navigation is a transition React may apply after the
  // next key press, so with the URL alone two quick arrow keys left the focus on one tab and another one shown. A
  // change of the URL from outside (a link to another tab) still chooses.
  const [chosen, setChosen] = useState(tabParam);
  const [urlTab, setUrlTab] = useState(tabParam);
  if (urlTab !== tabParam) {
    setUrlTab(tabParam);
    setChosen(tabParam);
  }
  // A finished rally opens on its Results (what a fan comes back for), a running one on its live timing, the
  // others on the Overview.
  const defaultTab: TabValue =
    event?.status === 'completed' ? 'results' : event?.status === 'active' ? 'live' : 'overview';
  const tabs = tabsOf(event?.status);
  const tab: TabValue = (tabs as readonly string[]).includes(chosen ?? '') ? (chosen as TabValue) : defaultTab;

  const texts = useTexts();
  useDocumentTitle(detailTitle(texts, event?.name, eventQuery.error, t('detail.loading')));

  if (eventQuery.isError) return <DetailLoadError texts={texts} error={eventQuery.error} />;

  const selectTab = (value: string) => {
    setChosen(value);
    const next = new URLSearchParams(searchParams);
    if (value === defaultTab) next.delete('tab');
    else next.set('tab', value);
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="space-y-6">
      <Link
        to="/events"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-accent-text hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>

      {event ? <EventHero event={event} /> : <HeroSkeleton label={t('detail.loading')} />}

      {event ? (
        <Tabs.Root value={tab} onValueChange={selectTab}>
          <Tabs.List
            aria-label={t('detail.tabsLabel')}
            className="flex gap-1 overflow-x-auto rounded-xl border border-border bg-card p-1 shadow-sm sm:inline-flex"
          >
            {tabs.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="h-10 flex-1 cursor-pointer rounded-lg px-3 text-sm whitespace-nowrap font-semibold sm:px-5 text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground sm:flex-none"
              >
                {t(`detail.tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          <Tabs.Content value="overview" className="mt-5 rounded-2xl">
            <Overview event={event} />
          </Tabs.Content>
          {event.status === 'active' ? (
            <Tabs.Content value="live" className="mt-5 rounded-2xl">
              <LiveTab eventId={event.id} eventName={event.name} />
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="stages" className="mt-5 rounded-2xl">
            <Card>
              <CardContent className="pt-5 sm:pt-6">
                <StagesTable
                  eventName={event.name}
                  timeZone={event.timeZone}
                  stages={stagesQuery.data}
                  loading={stagesQuery.isPending}
                  failed={stagesQuery.isError}
                />
              </CardContent>
            </Card>
          </Tabs.Content>
          <Tabs.Content value="entries" className="mt-5 rounded-2xl">
            <Card>
              <CardContent className="pt-5 sm:pt-6">
                <EntryListTable eventId={event.id} eventName={event.name} />
              </CardContent>
            </Card>
          </Tabs.Content>
          <Tabs.Content value="results" className="mt-5 rounded-2xl">
            <Card>
              <CardContent className="pt-5 sm:pt-6">
                {event.status === 'completed' ? <EventCorrectionsNote eventId={event.id} /> : null}
                <ResultsTable
                  eventName={event.name}
                  eventStatus={event.status}
                  results={resultsQuery.data}
                  loading={resultsQuery.isPending}
                  failed={resultsQuery.isError}
                />
              </CardContent>
            </Card>
          </Tabs.Content>
        </Tabs.Root>
      ) : null}

      {event ? <RelatedEvents event={event} /> : null}
    </div>
  );
}

function HeroSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-48 rounded-2xl" />
      <Skeleton className="h-11 w-72" />
      <Skeleton className="h-40 rounded-2xl" />
    </div>
  );
}

function EventHero({ event }: { event: EventDto }) {
  const { t } = useTranslation('events');
  return (
    <header
      className={cn(
        'relative overflow-hidden rounded-2xl bg-gradient-to-br p-6 text-white shadow-md sm:p-8',
        SURFACE_BAND[event.surfaceType],
      )}
    >
      <div aria-hidden="true" className="bg-rally-stripes pointer-events-none absolute inset-0 opacity-70" />
      <div className="relative flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <CountryTag
            country={event.country}
            className="[&>span:first-child]:bg-white [&>span:first-child]:text-slate-900"
          />
          <span className="font-display text-sm font-bold tracking-widest uppercase italic">
            {t('card.round', { round: event.round })}
          </span>
          <EventStatusBadge status={event.status} />
        </div>
        <h1 className="font-display text-3xl leading-tight font-extrabold tracking-tight italic sm:text-5xl">
          {event.name}
        </h1>
        <div className="flex flex-col gap-2 text-sm text-white/90 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <span className="inline-flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4" />
            {event.location && event.location !== event.country
              ? `${event.location}, ${countryName(event.country)}`
              : countryName(event.country)}
          </span>
          <span className="inline-flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={event.startDate}>{formatDateRange(event.startDate, event.endDate)}</time>
          </span>
          <span className="inline-flex items-center gap-2">
            <Mountain aria-hidden="true" className="size-4" />
            {t(`surface.${event.surfaceType}`)}
          </span>
        </div>
      </div>
    </header>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd stay direct children of the group div, as a <dl> requires.
  return (
    <div className="relative rounded-xl bg-muted/60 p-3.5 pl-11">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span aria-hidden="true" className="absolute top-4 left-3.5 text-accent-text [&>svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}

function Overview({ event }: { event: EventDto }) {
  const { t } = useTranslation('events');
  // Predictions lock at the start of the first stage (docs/game-rules.md §2.3); the server's clock decides.
  const predictions = usePredictionsOpen(event);
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{t('detail.about')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <EventDescription event={event} className="leading-relaxed text-muted-foreground" />
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact icon={<MapPin />} label={t('detail.location')}>
              {event.location && event.location !== event.country
                ? `${event.location}, ${countryName(event.country)}`
                : countryName(event.country)}
            </Fact>
            <Fact icon={<CalendarDays />} label={t('detail.dates')}>
              {formatDateRange(event.startDate, event.endDate)}
            </Fact>
            <Fact icon={<Mountain />} label={t('detail.surface')}>
              {t(`surface.${event.surfaceType}`)}
            </Fact>
            <Fact icon={<Flag />} label={t('detail.status')}>
              {t(`status.${event.status}`)}
            </Fact>
          </dl>
        </CardContent>
      </Card>
      <PredictionBlock event={event} state={predictions} />
      {!predictions.open ? (
        <div className="lg:col-span-3">
          <CrowdPicks eventId={event.id} />
        </div>
      ) : null}
    </div>
  );
}

function RelatedEvents({ event }: { event: EventDto }) {
  const { t } = useTranslation('events');
  const { data } = useEvents();
  const related = useMemo(() => relatedEvents(data ?? [], event, RELATED_LIMIT), [data, event]);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-events" className="pt-4">
      <h2 id="related-events" className="mb-4 font-display text-2xl font-bold tracking-tight italic">
        {t('detail.related')}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {related.map((e) => (
          <li key={e.id} className="flex">
            <EventCard event={e} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
