import { Plus, ShieldPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardTeam } from '@shared/api/players';
import { budgetUsagePercent } from '@shared/game/money';
import { formatMoney } from '@web/lib/format';
import { CaptainBadge } from '@web/components/game/captain-badge';
import { DriverAvatar } from '@web/components/game/driver-avatar';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { NotEnteredMark } from '@web/features/entries';

/** Dashboard team card: Create Team / Manage Team, Add Drivers when empty, up to 5 drivers, budget used. */
export function TeamCard({ team }: { team: DashboardTeam | null }) {
  const { t, i18n } = useTranslation('player');
  if (!team) {
    return (
      <Card data-testid="dashboard-team">
        <CardHeader>
          <CardTitle>{t('dashboard.team.heading')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-3">
          <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <ShieldPlus className="size-5" />
          </span>
          <p className="font-semibold">{t('dashboard.team.none')}</p>
          <p className="text-sm text-muted-foreground">{t('dashboard.team.noneHint')}</p>
          <Link to="/team" className={buttonClasses({ className: 'mt-1' })}>
            {t('dashboard.team.create')}
          </Link>
        </CardContent>
      </Card>
    );
  }
  const usage = budgetUsagePercent(team.spentBudget, team.budget);
  const more = team.driverCount - team.drivers.length;
  return (
    <Card data-testid="dashboard-team">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>{t('dashboard.team.heading')}</CardTitle>
          <p className="truncate text-sm text-muted-foreground">{team.name}</p>
        </div>
        <Link to="/team" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Users aria-hidden="true" className="size-4" />
          {t('dashboard.team.manage')}
        </Link>
      </CardHeader>
      <CardContent className="space-y-4">
        {team.drivers.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-4">
            <p className="text-sm text-muted-foreground">{t('dashboard.team.noDrivers')}</p>
            <Link to="/market" className={buttonClasses({ size: 'sm' })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('dashboard.team.addDrivers')}
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {team.drivers.map((d) => (
              <li key={d.id} data-testid="dashboard-driver" className="flex items-center gap-3 py-2">
                <DriverAvatar name={d.name} teamName={d.teamName} imageUrl={d.imageUrl} size="sm" />
                <div className="min-w-0 flex-1">
                  <div className="flex min-w-0 items-center gap-1.5">
                    <Link to={`/drivers/${d.id}`} className="truncate font-semibold hover:underline">
                      {d.name}
                    </Link>
                    {d.id === team.captainId ? (
                      <CaptainBadge letter={t('dashboard.team.captainLetter')} label={t('dashboard.team.captain')} />
                    ) : null}
                  </div>
                  <p className="truncate text-xs text-muted-foreground">{d.teamName ?? ''}</p>
                  <NotEnteredMark driverId={d.id} className="mt-1" />
                </div>
                <span className="text-sm font-bold tabular-nums">{t('dashboard.team.points', { points: d.points.toLocaleString(i18n.language) })}</span>
              </li>
            ))}
            {more > 0 ? <li className="py-2 text-sm text-muted-foreground">{t('dashboard.team.more', { count: more })}</li> : null}
          </ul>
        )}
        {team.drivers.length > 0 && team.captainId === null ? (
          // No captain, no bonus (docs/game-rules.md §5.4): the nudge leads to the team page, where he is named.
          <p data-testid="dashboard-no-captain" className="flex flex-wrap items-center gap-x-2 text-sm text-warning">
            <span>{t('dashboard.team.noCaptain')}</span>
            <Link to="/team" className="font-semibold underline underline-offset-2 hover:no-underline">
              {t('dashboard.team.nameCaptain')}
            </Link>
          </p>
        ) : null}
        <div>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="text-muted-foreground">{t('dashboard.team.budgetUsed')}</span>
            <span data-testid="dashboard-budget" className="font-semibold tabular-nums">
              {t('dashboard.team.budgetValue', { spent: formatMoney(team.spentBudget), total: formatMoney(team.budget) })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t('dashboard.team.budgetUsed')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={usage}
            aria-valuetext={`${usage}%`}
            className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${usage}%` }} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
