import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MarketTrend } from '@shared/api/market';
import { formatMoney } from '@web/lib/format';
import { DriverAvatar } from '@web/components/game/driver-avatar';
import { PriceChange } from '@web/components/game/price-change';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/** Market Trends (docs/game-rules.md §9.6): up to 3 movers with image or placeholder, name, team and the change. */
export function MarketTrends({ trends, isLoading }: { trends: MarketTrend[] | undefined; isLoading: boolean }) {
  const { t } = useTranslation('market');
  return (
    <Card role="region" aria-labelledby="market-trends-heading">
      <CardHeader className="pb-3">
        <CardTitle id="market-trends-heading" className="flex items-center gap-2">
          <TrendingUp aria-hidden="true" className="size-5 text-accent-text" />
          {t('trends.heading')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <ul className="grid gap-3 sm:grid-cols-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex items-center gap-3 rounded-xl border border-border p-3">
                <Skeleton className="size-11 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </li>
            ))}
          </ul>
        ) : !trends || trends.length === 0 ? (
          <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-muted-foreground">{t('trends.empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3">
            {trends.map((trend) => (
              <li
                key={trend.driverId}
                className="flex items-center gap-3 rounded-xl border border-border bg-background/60 p-3"
              >
                <DriverAvatar name={trend.name} teamName={trend.teamName} imageUrl={trend.imageUrl} />
                <div className="min-w-0 flex-1">
                  <div className="truncate font-semibold">{trend.name}</div>
                  <div className="truncate text-xs text-muted-foreground">{trend.teamName ?? '—'}</div>
                  <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5">
                    <span className="text-sm font-bold tabular-nums">{formatMoney(trend.price)}</span>
                    <PriceChange change={trend.priceChange} percent={trend.percentChange} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
