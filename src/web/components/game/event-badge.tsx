import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Flag, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/format-date';
import type { BadgeEvent } from '@shared/api/public-site';
import { countdownParts } from '@shared/game/countdown';
import { formatCountdown } from '@web/lib/format';
import { useLiveStatus } from '@web/lib/api/live-status';
import { nextEventQueryOptions, useNextEvent } from '@web/lib/api/next-event';
import { cn } from '@web/lib/cn';
import { useNow } from '@web/lib/use-now';

/**
 * Where the badge sits. It never floats over the page (decision 0160): in the signed-in shell and the public
 * layout it is docked in the sticky header, which is a landmark and already reserves its own strip of screen;
 * on pages without a header (sign-in, sign-up, 404) it sits in the page flow under the content.
 *
 * In the header it folds with the width, but the countdown stays in sight on phones (issue 30, part 10): there
 * the flag circle gives way and the pill holds the ticking countdown alone. From `sm` (shell) the circle is back
 * beside it; the public header, whose nav needs the room from `md`, keeps only the circle until `lg`. The
 * rally's name and the local start show from `xl`. A running rally keeps its pulsing circle everywhere and
 * says "in progress" in words where there is room. Whatever is folded away stays in the link's name as
 * screen-reader text, so the name is the same at every width.
 */
export type EventBadgePlacement = 'shell' | 'public' | 'inline';

interface PlacementClasses {
  /** The flag circle before a start (a running rally's circle always shows). */
  circle: string;
  countdown: string;
  /** On phones the digits are set smaller and in the text face, which is narrower than the monospace one. */
  digits: string;
  timer: string;
  liveText: string;
  details: string;
  pill: string;
  livePill: string;
}

const PLACEMENT: Record<EventBadgePlacement, PlacementClasses> = {
  shell: {
    circle: 'max-sm:hidden',
    countdown: 'max-sm:gap-1',
    digits: 'max-sm:font-sans max-sm:text-xs',
    // Below 370 px the digits need the timer's room (Italian "12gg 01:02:00" is the widest).
    timer: 'max-[369px]:hidden',
    liveText: 'max-sm:sr-only',
    details: 'max-xl:sr-only',
    pill: 'max-sm:h-10 max-sm:px-2 sm:pr-3.5',
    livePill: 'max-sm:pr-0.5 sm:pr-3.5',
  },
  public: {
    circle: 'max-md:hidden',
    countdown: 'md:max-lg:sr-only',
    digits: 'max-md:font-sans max-md:text-xs',
    timer: '',
    liveText: 'max-lg:sr-only',
    details: 'max-xl:sr-only',
    pill: 'max-md:h-10 max-md:px-2.5 md:max-lg:pr-0.5 lg:pr-3.5',
    livePill: 'max-lg:pr-0.5 lg:pr-3.5',
  },
  inline: { circle: '', countdown: '', digits: '', timer: '', liveText: '', details: '', pill: 'pr-4', livePill: 'pr-4' },
};

/**
 * The event badge ("shown … on every page", docs/decisions/0032-floating-event-badge.md): the running event, else the next one, with a live
 * countdown to its start (when predictions and lineups lock) in the visitor's own time zone.
 * Renders nothing while loading or when no event is scheduled.
 */
export function FloatingEventBadge({ placement }: { placement: EventBadgePlacement }) {
  const event = useNextEvent();
  if (!event) return null;
  return <EventBadge event={event} placement={placement} />;
}

function EventBadge({ event, placement }: { event: BadgeEvent; placement: EventBadgePlacement }) {
  const { t } = useTranslation('public');
  const { t: tl } = useTranslation('live');
  const queryClient = useQueryClient();
  const start = new Date(event.startDate);
  const live = event.status === 'active';
  // While stages come in the badge names the latest one ("Live · SS7", issue 29); the stream keeps it fresh.
  const latestStage = useLiveStatus(live)?.find((l) => l.eventId === event.id)?.stageNumber ?? null;
  const now = useNow(1000, !live);
  const parts = countdownParts(start, now);
  const size = PLACEMENT[placement];

  // When the countdown reaches zero the event has started: ask the server again so the badge turns "live".
  useEffect(() => {
    if (!live && parts.done) void queryClient.invalidateQueries({ queryKey: nextEventQueryOptions.queryKey });
  }, [live, parts.done, queryClient]);

  const localStart = formatDate(start, 'moment');
  return (
    <Link
      to={`/events/${event.id}`}
      data-testid="event-badge"
      data-placement={placement}
      className={cn(
        'flex min-w-0 shrink items-center gap-2 rounded-full border py-0.5 pl-0.5 shadow-sm',
        'transition-[transform,box-shadow] duration-150 hover:shadow-md',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        live ? size.livePill : size.pill,
        placement === 'inline' && 'max-w-full py-1.5 pl-1.5',
        live
          ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-600 dark:bg-brand-700'
          : 'border-border bg-card text-card-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex size-9 shrink-0 items-center justify-center rounded-full',
          live ? 'bg-white/15' : cn('bg-primary text-primary-foreground', size.circle),
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
      {/* The link's name is its visible text plus a few words for screen readers (WCAG 2.5.3 label in name);
          the parts folded away on narrow screens stay in the name as screen-reader text. */}
      <span className="flex min-w-0 flex-col leading-tight">
        <span
          className={cn(
            'flex min-w-0 items-center gap-1.5 text-[0.6875rem] font-bold tracking-wide uppercase',
            live ? 'text-white/90' : 'text-accent-text',
            size.details,
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
          <span className={cn('text-sm font-semibold', size.liveText)}>
            <span className="sr-only">, </span>
            {latestStage === null
              ? t('eventBadge.inProgress')
              : tl('badge.live', { stage: tl('stageCode', { number: latestStage }) })}
          </span>
        ) : (
          <span className={cn('flex items-center gap-1.5 text-sm font-semibold', size.countdown)}>
            <Timer aria-hidden="true" className={cn('size-3.5 shrink-0 text-muted-foreground', size.timer)} />
            <span className="sr-only">{parts.done ? '' : t('eventBadge.srStartsIn')}</span>
            <span className={cn('font-mono whitespace-nowrap tabular-nums', size.digits)} data-testid="event-badge-countdown">
              {parts.done ? t('eventBadge.startingNow') : formatCountdown(parts)}
            </span>
            <span className={cn('text-xs font-medium whitespace-nowrap text-muted-foreground', size.details)}>
              · {localStart}
              <span className="sr-only">{t('eventBadge.srLocalTime')}</span>
            </span>
          </span>
        )}
      </span>
    </Link>
  );
}
