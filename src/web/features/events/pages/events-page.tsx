import { useMemo, useState } from 'react';
import { addMonths, format, isValid, parse } from 'date-fns';
import { CalendarX2, History } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultEventFilters, filterEvents, yearChoices, type EventFilters } from '@shared/game/event-filter';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useEvents } from '../api/events-api';
import { EventCard, EventCardSkeleton } from '../components/event-card';
import { EventsCalendar } from '../components/events-calendar';
import { EventsFilters, type EventsView } from '../components/events-filters';
import { openingMonth } from '../lib/calendar-grid';
import { clockDate } from '@web/lib/clock';

/** Placeholder cards while the calendar loads (the product spec's display limits). */
const LIST_SKELETON_CARDS = 6;

// The view and the calendar's month live in the URL (?view=calendar&month=2026-07), so a reload, a shared
// link or Back shows the same thing (docs/decisions/0167).
const MONTH_PARAM = 'yyyy-MM';

function monthFromParam(value: string | null): Date | null {
  if (!value || !/^\d{4}-\d{2}$/.test(value)) return null;
  const month = parse(value, MONTH_PARAM, clockDate());
  return isValid(month) ? month : null;
}

export function EventsPage() {
  const { t } = useTranslation('events');
  const { t: tf } = useTranslation('fair');
  useDocumentTitle(t('list.title'));
  const today = useMemo(() => clockDate(), []);
  // The season filter uses UTC years (shared/game/event-filter), so the default does too.
  const currentYear = today.getUTCFullYear();
  const years = yearChoices(currentYear);

  const [searchParams, setSearchParams] = useSearchParams();
  const chosenMonth = monthFromParam(searchParams.get('month'));
  const [filters, setFilters] = useState<EventFilters>(() =>
    defaultEventFilters(
      chosenMonth && years.includes(chosenMonth.getFullYear()) ? chosenMonth.getFullYear() : currentYear,
    ),
  );
  const view: EventsView = searchParams.get('view') === 'calendar' ? 'calendar' : 'list';
  const [panelOpen, setPanelOpen] = useState(false);

  const query = useEvents();
  const filtered = useMemo(() => filterEvents(query.data ?? [], filters), [query.data, filters]);
  // Without a chosen month the calendar opens on the next rally of the season it shows.
  const month =
    chosenMonth && chosenMonth.getFullYear() === filters.year
      ? chosenMonth
      : openingMonth(filtered, filters.year, today);

  const updateParams = (change: (params: URLSearchParams) => void) => {
    const next = new URLSearchParams(searchParams);
    change(next);
    setSearchParams(next, { replace: true });
  };
  const setView = (next: EventsView) =>
    updateParams((p) => (next === 'calendar' ? p.set('view', 'calendar') : p.delete('view')));

  // The calendar always shows a month of the selected year, so what it shows is what "N events found" counts.
  const changeFilters = (next: EventFilters) => {
    if (next.year !== filters.year) updateParams((p) => p.delete('month'));
    setFilters(next);
  };
  const moveMonth = (delta: number) => {
    const next = addMonths(month, delta);
    if (!years.includes(next.getFullYear())) return;
    updateParams((p) => p.set('month', format(next, MONTH_PARAM)));
    if (next.getFullYear() !== filters.year) setFilters({ ...filters, year: next.getFullYear() });
  };

  const loading = query.isPending;
  const heading = loading ? t('list.loading') : t('list.count', { count: filtered.length });

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={
          <span role="status" aria-live="polite" data-testid="events-count">
            {heading}
          </span>
        }
        actions={
          <Link to="/corrections" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <History aria-hidden="true" className="size-4" />
            {tf('corrections.logLink')}
          </Link>
        }
      />

      <EventsFilters
        filters={filters}
        onChange={changeFilters}
        currentYear={currentYear}
        panelOpen={panelOpen}
        onPanelOpenChange={setPanelOpen}
        view={view}
        onViewChange={setView}
      />

      {query.isError ? (
        <Alert tone="danger" title={t('list.failed')} className="mb-6">
          <Button variant="link" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      ) : null}

      {view === 'calendar' ? (
        <EventsCalendar
          events={filtered}
          month={month}
          loading={loading}
          onPrevious={() => moveMonth(-1)}
          onNext={() => moveMonth(1)}
          canGoPrevious={years.includes(addMonths(month, -1).getFullYear())}
          canGoNext={years.includes(addMonths(month, 1).getFullYear())}
        />
      ) : loading ? (
        <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: LIST_SKELETON_CARDS }, (_, i) => (
            <EventCardSkeleton key={i} />
          ))}
        </div>
      ) : filtered.length > 0 ? (
        // The cards' titles are <h3>: a (hidden) <h2> above them keeps the heading order h1 → h2 → h3.
        <section aria-labelledby="events-list-heading">
        <h2 id="events-list-heading" className="sr-only">
          {t('list.listHeading')}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {filtered.map((event) => (
            <li key={event.id} className="flex">
              <EventCard event={event} className="w-full" />
            </li>
          ))}
        </ul>
        </section>
      ) : null}

      {!loading && !query.isError && filtered.length === 0 ? (
        <EmptyState
          className={view === 'calendar' ? 'mt-6' : undefined}
          icon={<CalendarX2 />}
          title={t('list.emptyTitle')}
          description={t('list.emptyText')}
        />
      ) : null}
    </>
  );
}
