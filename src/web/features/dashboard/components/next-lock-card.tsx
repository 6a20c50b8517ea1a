import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UpcomingEvent } from '@shared/api/players';
import { LockCountdown } from '@web/components/game/lock-countdown';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LineupEntryWarning } from '@web/features/entries';
import { useLockCountdown } from '@web/lib/use-lock-countdown';

/**
 * The next deadline: lineups and predictions lock at the next event's start (docs/game-rules.md §2.3), counted down in the
 * player's own time. When it passes, the dashboard is refreshed so the next event takes its place.
 */
export function NextLockCard({
  event,
  drivers,
  onLock,
}: {
  event: UpcomingEvent;
  /** The lineup: the reminder warns when one of them is not entered in the rally that locks next. */
  drivers: readonly { id: number; name: string }[];
  onLock: () => void;
}) {
  const { t } = useTranslation('player');
  const parts = useLockCountdown(event.startDate, onLock);
  return (
    <Card data-testid="dashboard-next-lock" className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0 space-y-2">
        <h2 className="text-lg font-bold tracking-tight">{t('dashboard.nextLock.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('dashboard.nextLock.text', { name: event.name })}</p>
        <LockCountdown startDate={event.startDate} parts={parts} />
        <LineupEntryWarning drivers={drivers} />
      </div>
      <Link to={`/predictions?event=${event.id}`} className={buttonClasses({ variant: 'outline', className: 'self-start sm:self-center' })}>
        {t('dashboard.nextLock.predict')}
      </Link>
    </Card>
  );
}
