import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RivalSide } from '@shared/api/rivals';
import { CaptainBadge } from '@web/components/game/captain-badge';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/** One manager's lineup at the event's lock: each driver, the armband and his points (the server's figures). */
export function RivalLineup({ title, side, testId }: { title: string; side: RivalSide | null; testId: string }) {
  const { t } = useTranslation('leagues');
  return (
    <Card className="p-5" data-testid={testId}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">{title}</h2>
          {side ? <p className="text-sm break-words text-muted-foreground">{side.teamName}</p> : null}
        </div>
        {side ? (
          <p className="shrink-0 text-right">
            <span className="block font-display text-2xl font-extrabold tabular-nums italic" data-testid={`${testId}-points`}>
              {side.teamPoints ?? '–'}
            </span>
            <span className="text-xs text-muted-foreground uppercase">{t('rival.eventPoints')}</span>
          </p>
        ) : null}
      </div>
      {!side ? (
        <p className="text-sm text-muted-foreground">{t('table.noTeam')}</p>
      ) : side.drivers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('rival.noLineup')}</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {side.drivers.map((d) => (
            <li key={d.driverId} className="flex items-center justify-between gap-3 py-2" data-testid="rival-driver">
              <span className="min-w-0">
                <Link to={`/drivers/${d.driverId}`} className="font-semibold hover:underline">
                  {d.name}
                </Link>
                {d.captain ? <CaptainBadge letter={t('rival.captainLetter')} label={t('rival.captain')} className="ml-1.5" /> : null}
              </span>
              <span className={cn('shrink-0 text-right font-bold tabular-nums', d.points !== null && d.points < 0 && 'text-danger')}>
                {d.points ?? '–'}
                {d.captainBonus ? (
                  <span className="block text-xs font-medium text-muted-foreground">{t('rival.captainBonus', { bonus: d.captainBonus })}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
