import { Lock, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countdownParts } from '@shared/game/countdown';
import { formatCountdown } from '@web/lib/format';
import { formatDate } from '@web/lib/format-date';
import { useNextEvent } from '@web/lib/api/next-event';
import { cn } from '@web/lib/cn';
import { useNow } from '@web/lib/use-now';

/**
 * "Lineup locks in …" on /team and /market (issue 16, part 2). docs/game-rules.md §2.3: lineups lock at the event's
 * start; a transfer made after it counts from the next event. Before the next event it counts down to that
 * moment (ticking every second, never announced); while an event runs it says the lineup is locked for it.
 * Uses the same next-event read as the header badge, so the two always name the same rally.
 */
export function LineupLockNotice({ className }: { className?: string }) {
  const { t } = useTranslation('team');
  const event = useNextEvent();
  const live = event?.status === 'active';
  const now = useNow(1000, Boolean(event) && !live);

  if (!event) return null;
  const start = new Date(event.startDate);
  const parts = countdownParts(start, now);
  const eventLink = (
    <Link to={`/events/${event.id}`} className="font-semibold underline underline-offset-2 hover:no-underline">
      {event.name}
    </Link>
  );

  return (
    <div
      data-testid="lineup-lock-notice"
      className={cn(
        'flex items-start gap-3 rounded-xl border px-4 py-3 text-sm',
        live ? 'border-warning-border bg-warning-soft text-warning' : 'border-info-border bg-info-soft text-info',
        className,
      )}
    >
      {live ? (
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <Timer aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      )}
      {live ? (
        <p className="leading-relaxed">
          <span className="font-semibold">{t('lock.lockedTitle')}</span>{' '}
          {t('lock.lockedBefore')}
          {eventLink}
          {t('lock.lockedAfter')}
        </p>
      ) : (
        <p className="leading-relaxed">
          <span className="font-semibold">
            {parts.done ? t('lock.lockingNow') : t('lock.locksIn')}{' '}
            {parts.done ? null : (
              <span className="font-mono whitespace-nowrap tabular-nums" aria-live="off">
                {formatCountdown(parts)}
              </span>
            )}
          </span>{' '}
          {t('lock.atStartOf')}
          {eventLink}
          {t('lock.localTime', { time: formatDate(start, 'moment') })} {t('lock.after')}
        </p>
      )}
    </div>
  );
}
