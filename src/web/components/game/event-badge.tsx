import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Flag, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BadgeEvent } from '@shared/api/public-site';
import { countdownParts, formatCountdown } from '@shared/game/countdown';
import { nextEventQueryOptions, useNextEvent } from '@web/lib/api/next-event';
import { cn } from '@web/lib/cn';

/** The current time, ticking every `intervalMs` while `enabled`. */
function useNow(intervalMs: number, enabled: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs, enabled]);
  return now;
}

/**
 * The floating badge of spec §2 ("shown at bottom right on every page"): the running event, else the next
 * one, with a live countdown to its start (when predictions and lineups lock) in the visitor's own time zone.
 * Renders nothing while loading or when no event is scheduled.
 *
 * It sits below the sidebar and dialogs (z-20) so it never blocks them, keeps clear of the iPhone home
 * indicator (safe-area inset), and adds a spacer at the end of the page so the last lines of the footer can
 * always be scrolled out from under it.
 */
export function FloatingEventBadge() {
  const event = useNextEvent();
  if (!event) return null;
  return <EventBadge event={event} />;
}

function EventBadge({ event }: { event: BadgeEvent }) {
  const { t } = useTranslation('public');
  const queryClient = useQueryClient();
  const start = new Date(event.startDate);
  const live = event.status === 'active';
  const now = useNow(1000, !live);
  const parts = countdownParts(start, now);

  // When the countdown reaches zero the event has started: ask the server again so the badge turns "live".
  useEffect(() => {
    if (!live && parts.done) void queryClient.invalidateQueries({ queryKey: nextEventQueryOptions.queryKey });
  }, [live, parts.done, queryClient]);

  const localStart = format(start, 'EEE d MMM, HH:mm');
  return (
    <>
      <div aria-hidden="true" className="h-[calc(5rem+env(safe-area-inset-bottom))] shrink-0" />
      <Link
        to={`/events/${event.id}`}
        data-testid="event-badge"
        className={cn(
          'fixed right-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-20 sm:right-5 sm:bottom-[max(1.25rem,env(safe-area-inset-bottom))]',
          'flex max-w-[calc(100vw-1.5rem)] items-center gap-2.5 rounded-full border py-1.5 pr-4 pl-1.5 shadow-lg shadow-black/10 backdrop-blur',
          'transition-[transform,box-shadow] duration-150 hover:-translate-y-0.5 hover:shadow-xl',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
          live
            ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-600 dark:bg-brand-700'
            : 'border-border bg-card/95 text-card-foreground dark:bg-card/95',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex size-9 shrink-0 items-center justify-center rounded-full',
            live ? 'bg-white/15' : 'bg-primary text-primary-foreground',
          )}
        >
          {live ? (
            <>
              <span className="absolute inline-flex size-3 animate-ping rounded-full bg-white/70" />
              <span className="relative inline-flex size-2.5 rounded-full bg-white" />
            </>
          ) : (
            <Flag className="size-4" />
          )}
        </span>
        {/* The link's name is its visible text plus a few words for screen readers (WCAG 2.5.3 label in name). */}
        <span className="flex min-w-0 flex-col leading-tight">
          <span
            className={cn(
              'flex min-w-0 items-center gap-1.5 text-[0.6875rem] font-bold tracking-wide uppercase',
              live ? 'text-white/90' : 'text-accent-text',
            )}
          >
            <span className="shrink-0">
              {live ? t('eventBadge.live') : t('eventBadge.next')}
              <span className="sr-only">{live ? t('eventBadge.srLive') : t('eventBadge.srNext')}</span>
            </span>
            <span className={cn('truncate font-semibold normal-case', live ? 'text-white' : 'text-foreground')}>
              {event.name}
            </span>
          </span>
          {live ? (
            <span className="text-sm font-semibold">
              <span className="sr-only">, </span>
              {t('eventBadge.inProgress')}
            </span>
          ) : (
            <span className="flex items-center gap-1.5 text-sm font-semibold">
              <Timer aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
              <span className="sr-only">{parts.done ? '' : t('eventBadge.srStartsIn')}</span>
              <span className="font-mono tabular-nums" data-testid="event-badge-countdown">
                {parts.done ? t('eventBadge.startingNow') : formatCountdown(parts)}
              </span>
              {/* On phones the local start time is read out but not shown, to keep the pill small. */}
              <span className="text-xs font-medium text-muted-foreground max-sm:sr-only">
                · {localStart}
                <span className="sr-only">{t('eventBadge.srLocalTime')}</span>
              </span>
            </span>
          )}
        </span>
      </Link>
    </>
  );
}
