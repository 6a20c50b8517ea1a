import { useTranslation } from 'react-i18next';
import type { MarketDriver } from '@shared/api/market';
import type { FantasyTeam } from '@shared/api/fantasy';
import { formatMillions, remainingBudget } from '@shared/game/money';
import { DriverAvatar } from '@web/components/game/driver-avatar';
import { FormArrow, FormLabel } from '@web/components/game/form-indicator';
import { PriceChange } from '@web/components/game/price-change';
import { PurchaseButton } from '@web/components/game/purchase-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { directionOf, type SortColumn, type SortState } from '../lib/market-list';
import { SortButton } from './sort-button';

const ariaSort = { desc: 'descending', asc: 'ascending', off: 'none' } as const;

export interface MarketTableProps {
  drivers: MarketDriver[];
  isLoading: boolean;
  team: FantasyTeam | null | undefined;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  onPurchaseError: (message: string) => void;
  onPurchased: (driver: MarketDriver) => void;
}

/** Spec §2 Available Drivers: Driver, Points, Price (both sortable) and the Add action. */
export function MarketTable({ drivers, isLoading, team, sort, onSort, onPurchaseError, onPurchased }: MarketTableProps) {
  const { t } = useTranslation('market');
  const remaining = team ? remainingBudget(team.budget, team.spentBudget) : 0;

  const owned = new Set(team?.drivers.map((d) => d.id));
  const reasonFor = (driverId: number, price: number): string | null => {
    if (!team) return t('add.reasonNoTeam');
    // Only a row kept on screen to show "Added!" can be owned; it must not offer a second purchase.
    if (owned.has(driverId)) return t('add.reasonOwned');
    if (remaining < price) return t('add.reasonBudget');
    return null;
  };

  return (
    <div className="space-y-3">
      {/* On phones the Points column folds into the driver cell, so both sort buttons move above the table. */}
      <div className="flex items-center gap-2 sm:hidden">
        <span className="text-xs font-semibold text-muted-foreground">{t('list.sortLabel')}</span>
        <SortButton label={t('list.points')} direction={directionOf(sort, 'points')} onClick={() => onSort('points')} className="border border-border" />
        <SortButton label={t('list.price')} direction={directionOf(sort, 'price')} onClick={() => onSort('price')} className="border border-border" />
      </div>
    <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('list.heading')}</caption>
        <thead className="border-b border-border bg-muted/60">
          <tr>
            <th scope="col" className="w-full px-3 py-2 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:px-5">
              {t('list.driver')}
            </th>
            <th scope="col" aria-sort={ariaSort[directionOf(sort, 'points')]} className="hidden px-3 py-2 text-right whitespace-nowrap sm:table-cell">
              <SortButton label={t('list.points')} direction={directionOf(sort, 'points')} onClick={() => onSort('points')} className="-mr-1" />
            </th>
            <th scope="col" aria-sort={ariaSort[directionOf(sort, 'price')]} className="px-2 py-2 text-right whitespace-nowrap sm:px-3">
              <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:hidden">{t('list.price')}</span>
              <SortButton label={t('list.price')} direction={directionOf(sort, 'price')} onClick={() => onSort('price')} className="-mr-1 hidden sm:inline-flex" />
            </th>
            <th scope="col" className="px-3 py-2 text-right sm:px-5">
              <span className="sr-only">{t('list.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {isLoading
            ? Array.from({ length: 6 }, (_, i) => (
                <tr key={i} aria-hidden="true">
                  <td className="px-3 py-3 sm:px-5">
                    <div className="flex items-center gap-3">
                      <Skeleton className="size-11 rounded-full" />
                      <div className="flex-1 space-y-2">
                        <Skeleton className="h-4 w-3/4" />
                        <Skeleton className="h-3 w-1/2" />
                      </div>
                    </div>
                  </td>
                  <td className="hidden px-2 py-3 sm:table-cell"><Skeleton className="ml-auto h-4 w-8" /></td>
                  <td className="px-2 py-3"><Skeleton className="ml-auto h-4 w-14" /></td>
                  <td className="px-3 py-3 sm:px-5"><Skeleton className="ml-auto h-9 w-20" /></td>
                </tr>
              ))
            : drivers.map((driver) => (
                <tr key={driver.id} data-driver-id={driver.id} className="transition-colors hover:bg-muted/40">
                  <td className="px-3 py-3 sm:px-5">
                    <div className="flex min-w-0 items-center gap-2.5 sm:gap-3">
                      <DriverAvatar name={driver.name} imageUrl={driver.imageUrl} className="hidden min-[400px]:inline-flex" />
                      <div className="min-w-0">
                        <p className="min-w-0 font-semibold sm:truncate">
                          {driver.name} <FormArrow form={driver.form} className="align-[-0.15em]" />
                        </p>
                        <p className="text-xs text-muted-foreground sm:truncate">{driver.teamName ?? '—'}</p>
                        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                          <span className="font-semibold text-foreground tabular-nums sm:hidden">
                            {t('list.pointsValue', { count: driver.points })}
                          </span>
                          <span className="sr-only sm:not-sr-only">{t('list.form')}:</span>
                          <FormLabel form={driver.form} />
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className="hidden px-2 py-3 text-right font-semibold tabular-nums sm:table-cell sm:px-4">{driver.points}</td>
                  <td className="px-2 py-3 text-right whitespace-nowrap sm:px-4">
                    <span className="block font-bold tabular-nums">{formatMillions(driver.price)}</span>
                    <PriceChange
                      change={driver.priceChange}
                      percent={driver.percentChange}
                      className="flex-wrap justify-end whitespace-normal"
                    />
                  </td>
                  <td className="py-3 pr-3 pl-1 text-right sm:px-5">
                    <PurchaseButton
                      driverId={driver.id}
                      driverName={driver.name}
                      price={driver.price}
                      label={t('add.label')}
                      disabledReason={reasonFor(driver.id, driver.price)}
                      onError={onPurchaseError}
                      onSuccess={() => onPurchased(driver)}
                    />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
    </div>
  );
}
