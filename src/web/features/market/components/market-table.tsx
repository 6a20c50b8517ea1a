import { Fragment } from 'react';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MarketDriver } from '@shared/api/market';
import type { DriverOwnership } from '@shared/api/ownership';
import { MAX_TEAM_DRIVERS } from '@shared/constants/game';
import type { FantasyTeam } from '@shared/api/fantasy';
import { remainingBudget } from '@shared/game/money';
import { formatMoney, formatPercent } from '@web/lib/format';
import { DriverAvatar } from '@web/components/game/driver-avatar';
import { FormArrow, FormLabel } from '@web/components/game/form-indicator';
import { PriceChange } from '@web/components/game/price-change';
import { PurchaseButton } from './purchase-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { directionOf, type SortColumn, type SortState } from '../lib/market-list';
import { SortButton } from './sort-button';
import { NotEnteredMark } from '@web/features/entries';

const ariaSort = { desc: 'descending', asc: 'ascending', off: 'none' } as const;

export interface MarketTableProps {
  drivers: MarketDriver[];
  isLoading: boolean;
  team: FantasyTeam | null | undefined;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  /** The refusal of the last purchase, shown under its own row (not in a banner scrolled out of view). */
  rowError: { driverId: number; message: string } | null;
  onPurchaseError: (driverId: number, message: string) => void;
  onPurchased: (driver: MarketDriver) => void;
  /** Ownership by driver id (docs/game-rules.md §9.11); undefined while it loads or when it failed. */
  ownership: ReadonlyMap<number, DriverOwnership> | undefined;
}

/** Ownership now, and at the last lock below it; a dash while it is not known. */
function OwnershipCell({ share }: { share: DriverOwnership | undefined }) {
  const { t } = useTranslation('market');
  if (!share) return <span className="text-muted-foreground">—</span>;
  return (
    <>
      <span className="block font-semibold tabular-nums">{formatPercent(share.now)}</span>
      {share.atLock !== null ? (
        <span className="block text-xs text-muted-foreground tabular-nums">
          {t('list.ownershipAtLock', { share: formatPercent(share.atLock) })}
        </span>
      ) : null}
    </>
  );
}

/** Available Drivers: Driver, Points, Owned, Price (all sortable) and the Add action. */
export function MarketTable({ drivers, isLoading, team, sort, onSort, rowError, onPurchaseError, onPurchased, ownership }: MarketTableProps) {
  const { t } = useTranslation('market');
  const remaining = team ? remainingBudget(team.budget, team.spentBudget) : 0;
  const full = Boolean(team && team.drivers.length >= MAX_TEAM_DRIVERS);

  const owned = new Set(team?.drivers.map((d) => d.id));
  const reasonFor = (driverId: number, price: number): string | null => {
    if (!team) return t('add.reasonNoTeam');
    // Only a row kept on screen to show "Added!" can be owned; it must not offer a second purchase.
    if (owned.has(driverId)) return t('add.reasonOwned');
    if (full) return t('add.reasonFull', { max: MAX_TEAM_DRIVERS });
    if (remaining < price) return t('add.reasonBudget');
    return null;
  };

  return (
    <div className="space-y-3">
      {/* On phones the Points and Owned columns fold into the driver cell, so the sort buttons move above the table. */}
      <div className="flex flex-wrap items-center gap-2 sm:hidden">
        <span className="text-xs font-semibold text-muted-foreground">{t('list.sortLabel')}</span>
        <SortButton label={t('list.points')} direction={directionOf(sort, 'points')} onClick={() => onSort('points')} className="border border-border" />
        <SortButton label={t('list.ownership')} direction={directionOf(sort, 'ownership')} onClick={() => onSort('ownership')} className="border border-border" />
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
            <th scope="col" aria-sort={ariaSort[directionOf(sort, 'ownership')]} className="hidden px-3 py-2 text-right whitespace-nowrap sm:table-cell">
              <SortButton label={t('list.ownership')} direction={directionOf(sort, 'ownership')} onClick={() => onSort('ownership')} className="-mr-1" />
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
                  <td className="hidden px-2 py-3 sm:table-cell"><Skeleton className="ml-auto h-4 w-10" /></td>
                  <td className="px-2 py-3"><Skeleton className="ml-auto h-4 w-14" /></td>
                  <td className="px-3 py-3 sm:px-5"><Skeleton className="ml-auto h-9 w-20" /></td>
                </tr>
              ))
            : drivers.map((driver) => (
                <Fragment key={driver.id}>
                <tr
                  data-driver-id={driver.id}
                  className={cn('transition-colors hover:bg-muted/40', rowError?.driverId === driver.id && 'border-b-0!')}
                >
                  <td className="px-3 py-3 sm:px-5">
                    <div className="flex min-w-0 items-center gap-2.5 sm:gap-3">
                      <DriverAvatar name={driver.name} teamName={driver.teamName} imageUrl={driver.imageUrl} className="hidden min-[400px]:inline-flex" />
                      <div className="min-w-0">
                        <div className="min-w-0 font-semibold sm:truncate">
                          <Link to={`/drivers/${driver.id}`} className="rounded-sm underline-offset-2 hover:underline">
                            {driver.name}
                          </Link>{' '}
                          <FormArrow form={driver.form} className="align-[-0.15em]" />
                        </div>
                        <p className="text-xs text-muted-foreground sm:truncate">{driver.teamName ?? '—'}</p>
                        <NotEnteredMark driverId={driver.id} className="mt-1" />
                        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                          <span className="font-semibold text-foreground tabular-nums sm:hidden">
                            {t('list.pointsValue', { count: driver.points })}
                          </span>
                          {ownership?.get(driver.id) ? (
                            <span data-testid="owned-phone" className="font-semibold text-foreground tabular-nums sm:hidden">
                              {t('list.ownershipValue', { share: formatPercent(ownership.get(driver.id)!.now) })}
                            </span>
                          ) : null}
                          <span className="sr-only sm:not-sr-only">{t('list.form')}:</span>
                          <FormLabel form={driver.form} />
                        </p>
                      </div>
                    </div>
                  </td>
                  <td className="hidden px-2 py-3 text-right font-semibold tabular-nums sm:table-cell sm:px-4">{driver.points}</td>
                  <td data-testid="owned" className="hidden px-2 py-3 text-right whitespace-nowrap sm:table-cell sm:px-4">
                    <OwnershipCell share={ownership?.get(driver.id)} />
                  </td>
                  <td className="px-2 py-3 text-right whitespace-nowrap sm:px-4">
                    <span className="block font-bold tabular-nums">{formatMoney(driver.price)}</span>
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
                      // With five drivers the button says why at a glance, not only in its description.
                      label={full && !owned.has(driver.id) ? t('add.full') : t('add.label')}
                      disabledReason={reasonFor(driver.id, driver.price)}
                      onError={(message) => onPurchaseError(driver.id, message)}
                      onSuccess={() => onPurchased(driver)}
                    />
                  </td>
                </tr>
                {rowError?.driverId === driver.id ? (
                  <tr data-testid="purchase-error-row">
                    <td colSpan={5} className="border-t-0 px-3 pt-0 pb-3 sm:px-5">
                      <p
                        role="alert"
                        className="flex items-start gap-2 rounded-lg border border-danger-border bg-danger-soft px-3 py-2 text-sm text-danger"
                      >
                        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span>
                          <span className="font-semibold">{t('add.refused', { name: driver.name })}</span>{' '}
                          {rowError.message}
                        </span>
                      </p>
                    </td>
                  </tr>
                ) : null}
                </Fragment>
              ))}
        </tbody>
      </table>
    </div>
    </div>
  );
}
