import { Gauge, Trophy, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FantasyTeam } from '@shared/api/fantasy';
import { budgetUsagePercent, formatMillions, remainingBudget } from '@shared/game/money';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

function Stat({
  icon,
  label,
  value,
  children,
  testId,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  children?: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0 p-4 sm:p-5', className)}>
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center sm:size-10 justify-center rounded-full bg-brand-50 text-accent-text dark:bg-brand-950 [&>svg]:size-5">
          {icon}
        </span>
        <p className="min-w-0 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      </div>
      <p data-testid={testId} className="mt-3 font-display text-2xl font-extrabold tabular-nums italic sm:text-3xl">
        {value}
      </p>
      {children}
    </Card>
  );
}

/** Budget (remaining, with the usage bar capped at 100 %), team points and team value. */
export function TeamStats({ team }: { team: FantasyTeam }) {
  const { t } = useTranslation('team');
  const remaining = remainingBudget(team.budget, team.spentBudget);
  const usage = budgetUsagePercent(team.spentBudget, team.budget);
  const value = team.drivers.reduce((sum, d) => sum + d.price, 0);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <Stat icon={<Wallet />} label={t('stats.budget')} value={formatMillions(remaining)} testId="team-budget" className="col-span-2 sm:col-span-1">
        <p className="mt-1 text-sm text-muted-foreground">
          {t('stats.budgetRemaining', { remaining: formatMillions(remaining), total: formatMillions(team.budget) })}
        </p>
        <div
          role="progressbar"
          aria-label={t('stats.budgetUsed')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={usage}
          aria-valuetext={`${usage}%`}
          className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${usage}%` }} />
        </div>
      </Stat>
      <Stat icon={<Trophy />} label={t('stats.points')} value={String(team.points)}>
        <p className="mt-1 text-sm text-muted-foreground">{t('stats.pointsHint')}</p>
      </Stat>
      <Stat icon={<Gauge />} label={t('stats.value')} value={formatMillions(value)} testId="team-value">
        <p className="mt-1 text-sm text-muted-foreground">{t('stats.valueHint')}</p>
      </Stat>
    </div>
  );
}
