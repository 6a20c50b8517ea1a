import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@web/lib/format-date';
import type { CountdownParts } from '@shared/game/countdown';
import { cn } from '@web/lib/cn';

const two = (n: number) => String(n).padStart(2, '0');

/** "2d 04h 13m 05s" (or without days under a day). */
export function useCountdownText(parts: CountdownParts): string {
  const { t } = useTranslation('predictions');
  const values = { days: parts.days, hours: two(parts.hours), minutes: two(parts.minutes), seconds: two(parts.seconds) };
  return parts.days > 0 ? t('countdown.units', values) : t('countdown.unitsShort', values);
}

/**
 * The time left before predictions lock, and the lock moment in the player's own time zone. The live
 * figure is not announced every second (aria-live off); the sentence around it is readable at any time.
 */
export function LockCountdown({ startDate, parts, className }: { startDate: string; parts: CountdownParts; className?: string }) {
  const { t } = useTranslation('predictions');
  const text = useCountdownText(parts);
  return (
    <div
      data-testid="lock-countdown"
      className={cn('flex items-center gap-3 rounded-xl border border-info-border bg-info-soft px-4 py-3 text-info', className)}
    >
      <Timer aria-hidden="true" className="size-5 shrink-0" />
      <p className="text-sm">
        <span className="font-semibold">{t('countdown.label')} </span>
        <span className="font-mono font-bold tabular-nums" aria-live="off">
          {text}
        </span>{' '}
        <span className="whitespace-nowrap">
          {t('countdown.at', { time: formatDate(startDate, 'moment') })}
        </span>
      </p>
    </div>
  );
}
