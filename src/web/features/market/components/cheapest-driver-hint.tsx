import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FantasyTeam } from '@shared/api/fantasy';
import { MAX_TEAM_DRIVERS } from '@shared/constants/game';
import { cheapestFill } from '@shared/game/budget-trap';
import { remainingBudget } from '@shared/game/money';
import { Alert } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatMoney } from '@web/lib/format';
import { useMarketDrivers } from '../api/market-api';

/**
 * While seats are free, the team page names the cheapest driver the team can still add, and warns when the
 * money left no longer covers the free seats at today's prices (docs/decisions/0193).
 */
export function CheapestDriverHint({ team }: { team: FantasyTeam }) {
  const { t } = useTranslation('fair');
  const seats = MAX_TEAM_DRIVERS - team.drivers.length;
  const market = useMarketDrivers();
  if (seats <= 0) return null;
  if (market.isPending) return <Skeleton className="h-16 rounded-xl" />;
  if (market.isError) return null;
  // The market list is every driver not in the team.
  const prices = market.data.map((d) => d.price);
  const remaining = remainingBudget(team.budget, team.spentBudget);
  const cheapest = [...market.data].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name))[0];
  const fill = cheapestFill(prices, seats);
  if (!cheapest) return null;
  const money = { remaining: formatMoney(remaining), count: seats };
  if (fill === null || fill > remaining) {
    return (
      <Alert tone="warning" title={t('budget.shortTitle', money)}>
        <span data-testid="budget-short">
          {t('budget.shortText', { ...money, fill: fill === null ? '—' : formatMoney(fill) })}
        </span>
      </Alert>
    );
  }
  return (
    <p data-testid="cheapest-driver" className="rounded-xl border border-border bg-card px-4 py-3 text-sm shadow-sm">
      {t('budget.cheapest')}{' '}
      <Link to={`/drivers/${cheapest.id}`} className="font-semibold text-accent-text hover:underline">
        {cheapest.name}
      </Link>{' '}
      <span className="font-semibold tabular-nums">{formatMoney(cheapest.price)}</span>
      <span className="text-muted-foreground"> · {t('budget.left', money)}</span>
    </p>
  );
}
