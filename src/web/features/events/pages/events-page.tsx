import { useMemo, useState } from 'react';
import { addMonths, startOfMonth } from 'date-fns';
import { CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { defaultEventFilters, filterEvents, yearChoices, type EventFilters } from '@shared/game/event-filter';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useEvents } from '../api/events-api';
import { EventCard, EventCardSkeleton } from '../components/event-card';
import { EventsCalendar } from '../components/events-calendar';
import { EventsFilters, type EventsView } from '../components/events-filters';

/** Placeholder cards while the calendar loads (spec §9). */
const LIST_SKELETON_CARDS = 6;

/** The month the calendar opens on for a year: today's month in the current year, else January. */
function monthForYear(year: number, today: Date): Date {
  return year === today.getFullYear() ? startOfMonth(today) : new Date(year, 0, 1);
}

export function EventsPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('list.title'));
  const today = useMemo(() => new Date(), []);
  // The season filter uses UTC years (shared/game/event-filter), so the default does too.
  const currentYear = today.getUTCFullYear();
  const years = yearChoices(currentYear);

  const [filters, setFilters] = useState<EventFilters>(() => defaultEventFilters(currentYear));
  const [view, setView] = useState<EventsView>('list');
  const [panelOpen, setPanelOpen] = useState(false);
  const [month, setMonth] = useState(() => monthForYear(currentYear, today));

  const query = useEvents();
  const filtered = useMemo(() => filterEvents(query.data ?? [], filters), [query.data, filters]);

  // The calendar always shows a month of the selected year, so what it shows is what "N events found" counts.
  const changeFilters = (next: EventFilters) => {
    if (next.year !== filters.year) setMonth(monthForYear(next.year, today));
    setFilters(next);
  };
  const moveMonth = (delta: number) => {
    const next = addMonths(month, delta);
    if (!years.includes(next.getFullYear())) return;
    setMonth(next);
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
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {filtered.map((event) => (
            <li key={event.id} className="flex">
              <EventCard event={event} className="w-full" />
            </li>
          ))}
        </ul>
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
