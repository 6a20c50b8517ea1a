import { useMemo } from 'react';
import { format, isSameDay, isSameMonth } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventDto } from '@shared/api/events';
import { EVENT_STATUSES, type EventStatus } from '@shared/constants/enums';
import { countryCode } from '@shared/game/country-code';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { dateLocale, formatDate } from '@web/lib/format-date';
import { eventsByDay, eventsOnDay, monthGridDays, weekdayDates } from '../lib/calendar-grid';
import { useNow } from '@web/lib/use-now';

/** Placeholder cells while events load (the product spec's display limits): five weeks. */
export const CALENDAR_SKELETON_CELLS = 35;

const CHIP: Record<EventStatus, string> = {
  upcoming: 'border-info-border bg-info-soft text-info',
  active: 'border-success-border bg-success-soft text-success',
  completed: 'border-border bg-muted text-muted-foreground',
};

const DOT: Record<EventStatus, string> = {
  upcoming: 'bg-info',
  active: 'bg-success',
  completed: 'bg-muted-foreground',
};

interface EventsCalendarProps {
  events: EventDto[];
  month: Date;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  canGoPrevious: boolean;
  canGoNext: boolean;
}

export function EventsCalendar({
  events,
  month,
  loading,
  onPrevious,
  onNext,
  canGoPrevious,
  canGoNext,
}: EventsCalendarProps) {
  const { t } = useTranslation('events');
  const days = useMemo(() => monthGridDays(month), [month]);
  const byDay = useMemo(() => eventsByDay(events), [events]);
  const weekdays = weekdayDates(month);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  // "Today" by the game clock, redrawn at midnight too (checked every minute).
  const now = useNow(60_000);

  return (
    <section
      aria-labelledby="calendar-month"
      className="rounded-2xl border border-border bg-card p-3 shadow-sm sm:p-5"
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={onPrevious}
          disabled={!canGoPrevious}
          aria-label={t('calendar.previousMonth')}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <h2
          id="calendar-month"
          aria-live="polite"
          className="font-display text-2xl font-bold tracking-tight italic"
        >
          {formatDate(month, 'monthYear')}
        </h2>
        <Button
          variant="outline"
          size="icon"
          onClick={onNext}
          disabled={!canGoNext}
          aria-label={t('calendar.nextMonth')}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>

      {loading ? (
        <div className="grid grid-cols-7 gap-1 sm:gap-1.5">
          {Array.from({ length: CALENDAR_SKELETON_CELLS }, (_, i) => (
            <Skeleton key={i} data-testid="calendar-skeleton-cell" className="h-16 sm:h-24" />
          ))}
        </div>
      ) : (
        <table className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1">
          <thead>
            <tr>
              {weekdays.map((d) => (
                <th
                  key={d.getDay()}
                  scope="col"
                  className="pb-1 text-xs font-semibold text-muted-foreground uppercase"
                >
                  <abbr title={format(d, 'EEEE', { locale: dateLocale() })} className="no-underline">
                    <span className="sm:hidden">{format(d, 'EEEEE', { locale: dateLocale() })}</span>
                    <span className="hidden sm:inline">{format(d, 'EEE', { locale: dateLocale() })}</span>
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.toISOString()}>
                {week.map((day) => {
                  const inMonth = isSameMonth(day, month);
                  const today = isSameDay(day, now);
                  const dayEvents = eventsOnDay(byDay, day);
                  return (
                    <td
                      key={day.toISOString()}
                      aria-current={today ? 'date' : undefined}
                      data-testid={today ? 'calendar-today' : undefined}
                      className={cn(
                        'h-16 rounded-lg border p-0.5 align-top sm:h-24 sm:p-1.5',
                        inMonth ? 'border-border bg-card' : 'border-transparent bg-muted/50',
                        today && 'border-primary bg-brand-50 ring-1 ring-primary dark:bg-brand-950/40',
                      )}
                    >
                      <div className="flex flex-col gap-0.5">
                        <time
                          dateTime={format(day, 'yyyy-MM-dd')}
                          className={cn(
                            'inline-flex size-6 items-center justify-center self-end rounded-full text-xs font-semibold sm:self-start',
                            inMonth ? 'text-foreground' : 'text-muted-foreground',
                            today && 'bg-primary text-primary-foreground',
                          )}
                        >
                          {format(day, 'd')}
                        </time>
                        {dayEvents.map((event) => (
                          <Link
                            key={event.id}
                            to={`/events/${event.id}`}
                            title={event.name}
                            data-status={event.status}
                            className={cn(
                              // Two rallies on one day stack their chips: each is 24 px tall so a finger can pick either (WCAG 2.5.8).
                              'block min-h-6 truncate rounded border px-1 py-0.5 text-[0.65rem] leading-[1.125rem] font-semibold hover:brightness-95 sm:text-xs',
                              CHIP[event.status],
                            )}
                          >
                            {/* The name is what the chip shows plus screen-reader words, never a label that leaves
                                the visible code out (WCAG 2.5.3 label in name): "FI Rally Finland, November 26, …". */}
                            <span className="sm:hidden">
                              {countryCode(event.country)}
                              <span className="sr-only"> {event.name}</span>
                            </span>
                            <span className="hidden sm:inline">{event.name}</span>
                            <span className="sr-only">
                              , {format(day, 'MMMM d', { locale: dateLocale() })}, {t(`status.${event.status}`)}
                            </span>
                          </Link>
                        ))}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <ul
        aria-label={t('calendar.legend')}
        className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground"
      >
        {EVENT_STATUSES.map((status) => (
          <li key={status} className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', DOT[status])} />
            {t(`status.${status}`)}
          </li>
        ))}
        <li className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-full ring-2 ring-primary" />
          {t('calendar.today')}
        </li>
      </ul>
    </section>
  );
}
