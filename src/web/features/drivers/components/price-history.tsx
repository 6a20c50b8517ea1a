import { lazy, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TrendingUp } from 'lucide-react';
import type { DriverPriceMove } from '@shared/api/championship';
import { percentChange } from '@shared/game/market';
import { PriceChange } from '@web/components/game/price-change';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatMoney } from '@web/lib/format';
import { formatDate } from '@web/lib/format-date';
import { AfterPaint } from './after-paint';
import type { PricePoint } from './price-chart';

// recharts is shared with the points chart and loaded only after the page has painted.
const PriceChart = lazy(() => import('./price-chart').then((m) => ({ default: m.PriceChart })));

/**
 * The driver's price history (docs/game-rules.md §9.12): a step chart for the eye and a table of every move
 * with the rally that caused it, which is the chart's text alternative (the chart itself is hidden from
 * assistive technology, which reads the table).
 */
export function PriceHistory({
  driverName,
  prices,
  loading,
  failed,
}: {
  driverName: string;
  prices: DriverPriceMove[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('championship');
  const points = useMemo<PricePoint[]>(
    () =>
      (prices ?? []).map((p) => ({
        label: p.eventId === null ? t('driverDetail.prices.openingShort') : t('driverDetail.prices.roundShort', { round: p.round, year: String(p.season).slice(-2) }),
        title: p.eventName ?? t('driverDetail.prices.opening'),
        price: p.price,
      })),
    [prices, t],
  );
  // Newest first in the table: the latest move is what a reader looks for first.
  const rows = useMemo(() => [...(prices ?? [])].reverse(), [prices]);
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp aria-hidden="true" className="size-5 text-accent-text" />
          {t('driverDetail.prices.heading')}
        </CardTitle>
        <CardDescription>{t('driverDetail.prices.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {loading ? (
          <div role="status" data-testid="price-history-loading">
            <span className="sr-only">{t('driverDetail.prices.loading')}</span>
            <Skeleton className="h-56" />
          </div>
        ) : failed ? (
          <p className="text-sm text-danger">{t('driverDetail.prices.error')}</p>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{t('driverDetail.prices.empty')}</p>
        ) : (
          <>
            <div aria-hidden="true" data-testid="price-chart">
              <AfterPaint fallback={<Skeleton className="h-[220px]" />}>
                <PriceChart data={points} priceLabel={t('driverDetail.prices.price')} />
              </AfterPaint>
            </div>
            {/* Scrolls on its own when the moves are many: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
            <div
              role="region"
              aria-label={t('driverDetail.prices.caption', { name: driverName })}
              tabIndex={0}
              className="max-h-80 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('driverDetail.prices.caption', { name: driverName })}</caption>
                <thead className="sticky top-0 bg-card">
                  <tr className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
                    <th scope="col" className="py-2 pr-2 font-semibold">{t('driverDetail.rally')}</th>
                    <th scope="col" className="px-2 py-2 text-right font-semibold">{t('driverDetail.prices.change')}</th>
                    <th scope="col" className="py-2 pl-2 text-right font-semibold">{t('driverDetail.prices.price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((p) => (
                    <tr key={`${p.eventId ?? 'opening'}-${p.date}`} className="border-b border-border last:border-0">
                      <th scope="row" className="py-2 pr-2 font-medium">
                        {p.eventId !== null && p.eventName ? (
                          <Link to={`/events/${p.eventId}?tab=results`} className="hover:text-accent-text hover:underline">
                            {p.eventName}
                          </Link>
                        ) : (
                          t('driverDetail.prices.opening')
                        )}
                        <span className="block text-xs font-normal text-muted-foreground">{formatDate(p.date, 'date')}</span>
                      </th>
                      <td className="px-2 py-2 text-right">
                        {p.change === 0 ? (
                          <span className="text-xs text-muted-foreground">{t('driverDetail.prices.noChange')}</span>
                        ) : (
                          <PriceChange change={p.change} percent={percentChange(p.price - p.change, p.change)} className="flex-wrap justify-end" />
                        )}
                      </td>
                      <td className="py-2 pl-2 text-right font-display text-base font-bold tabular-nums">{formatMoney(p.price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
