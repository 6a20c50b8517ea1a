import { Gauge, Trophy, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/format';
import type { FantasyTeam } from '@shared/api/fantasy';
import { budgetRemainingPercent, remainingBudget } from '@shared/game/money';
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
      {/* A figure, not a paragraph: a big bold <p> reads to axe as a heading styled by hand (p-as-heading). */}
      <div data-testid={testId} className="mt-3 font-display text-2xl font-extrabold tabular-nums italic sm:text-3xl">
        {value}
      </div>
      {children}
    </Card>
  );
}

/**
 * Budget, team points and team value. The budget figure is what is left to spend, so its bar measures the
 * same thing: the share of the budget still free (full at the start, empty when all is spent).
 */
export function TeamStats({ team }: { team: FantasyTeam }) {
  const { t } = useTranslation('team');
  const remaining = remainingBudget(team.budget, team.spentBudget);
  const free = budgetRemainingPercent(team.spentBudget, team.budget);
  const value = team.drivers.reduce((sum, d) => sum + d.price, 0);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <Stat icon={<Wallet />} label={t('stats.budget')} value={formatMoney(remaining)} testId="team-budget" className="col-span-2 sm:col-span-1">
        <p className="mt-1 text-sm text-muted-foreground">
          {t('stats.budgetRemaining', { remaining: formatMoney(remaining), total: formatMoney(team.budget) })}
        </p>
        <div
          role="progressbar"
          aria-label={t('stats.budgetLeft')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={free}
          aria-valuetext={t('stats.budgetLeftValue', { percent: free, remaining: formatMoney(remaining) })}
          data-testid="team-budget-bar"
          className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${free}%` }} />
        </div>
      </Stat>
      <Stat icon={<Trophy />} label={t('stats.points')} value={String(team.points)} testId="team-points">
        <p className="mt-1 text-sm text-muted-foreground">{t('stats.pointsHint')}</p>
      </Stat>
      <Stat icon={<Gauge />} label={t('stats.value')} value={formatMoney(value)} testId="team-value">
        <p className="mt-1 text-sm text-muted-foreground">{t('stats.valueHint')}</p>
      </Stat>
    </div>
  );
}
