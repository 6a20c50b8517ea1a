import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MarketDriver } from '@shared/api/market';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert, Users, Wallet } from 'lucide-react';
import { MAX_TEAM_DRIVERS } from '@shared/constants/game';
import { remainingBudget } from '@shared/game/money';
import { LineupLockNotice } from '@web/components/game/lineup-lock-notice';
import { formatMoney } from '@web/lib/format';
import { Alert } from '@web/components/ui/alert';
import { buttonClasses } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { PURCHASE_FEEDBACK_MS } from '../components/use-purchase-feedback';
import { useMyTeam } from '@web/features/team';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useMarketDrivers, useMarketTrends } from '../api/market-api';
import { useOwnership } from '../api/ownership-api';
import { OwnershipNote } from '../components/ownership-note';
import { MarketFilters } from '../components/market-filters';
import { MarketTable } from '../components/market-table';
import { MarketTrends } from '../components/market-trends';
import {
  filterDrivers,
  NO_SORT,
  nextSort,
  sortDrivers,
  teamNames,
  withPinned,
  type MarketFilter,
  type SortColumn,
} from '../lib/market-list';

/** The Drivers Market page. */
export function MarketPage() {
  const { t } = useTranslation('market');
  useDocumentTitle(t('title'));

  const teamQuery = useMyTeam();
  const driversQuery = useMarketDrivers();
  const trendsQuery = useMarketTrends();
  const ownershipQuery = useOwnership();
  const [filter, setFilter] = useState<MarketFilter>({ search: '', team: '' });
  const [sort, setSort] = useState(NO_SORT);
  const [rowError, setRowError] = useState<{ driverId: number; message: string } | null>(null);
  const onPurchaseError = useCallback((driverId: number, message: string) => setRowError({ driverId, message }), []);
  const [pinned, setPinned] = useState<MarketDriver[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  // Keep a bought row on screen while it shows "Added!", then let it leave the list (docs/decisions/0052-market-list-trends-and-buttons.md).
  const onPurchased = useCallback((driver: MarketDriver) => {
    setRowError(null);
    setPinned((list) => [...list.filter((d) => d.id !== driver.id), driver]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      // The row is about to leave the list: if keyboard focus is on it, hand focus to a neighbouring row
      // (or the list heading) so a keyboard user keeps their place instead of landing on <body>.
      const row = document.activeElement?.closest(`tr[data-driver-id="${driver.id}"]`);
      if (row) {
        const next = (row.nextElementSibling ?? row.previousElementSibling)?.querySelector<HTMLElement>('button');
        (next ?? document.getElementById('available-drivers-heading'))?.focus();
      }
      setPinned((list) => list.filter((d) => d.id !== driver.id));
    }, PURCHASE_FEEDBACK_MS);
    timers.current.add(timer);
  }, []);

  const team = teamQuery.data;
  const serverDrivers = useMemo(() => driversQuery.data ?? [], [driversQuery.data]);
  const allDrivers = useMemo(() => withPinned(serverDrivers, pinned), [serverDrivers, pinned]);
  const ownership = useMemo(
    () => (ownershipQuery.data ? new Map(ownershipQuery.data.drivers.map((d) => [d.driverId, d])) : undefined),
    [ownershipQuery.data],
  );
  const ownedNow = useMemo(() => new Map([...(ownership?.values() ?? [])].map((d) => [d.driverId, d.now])), [ownership]);
  const shown = useMemo(
    () => sortDrivers(filterDrivers(allDrivers, filter), sort, ownedNow),
    [allDrivers, filter, sort, ownedNow],
  );
  const teams = useMemo(() => teamNames(allDrivers), [allDrivers]);
  const onSort = useCallback((column: SortColumn) => setSort((s) => nextSort(s, column)), []);

  // A failed trends load must not pass for "No market trends available at the moment.": it is an error too.
  const loadError = teamQuery.error ?? driversQuery.error ?? trendsQuery.error;
  const error = loadError?.message ?? null;
  const slots = team ? team.drivers.length : 0;
  const full = slots >= MAX_TEAM_DRIVERS;
  const listLoading = driversQuery.isPending || teamQuery.isPending;

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        actions={
          <div className="grid grid-cols-2 gap-2 sm:flex sm:items-stretch sm:gap-3">
          <div
            className="flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3 shadow-sm"
            aria-live="polite"
          >
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-accent-text max-sm:hidden dark:bg-brand-950">
              <Wallet aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase" id="available-budget-label">
                {t('availableBudget')}
              </p>
              {teamQuery.isPending ? (
                <Skeleton className="mt-1 h-7 w-20" />
              ) : (
                <p
                  aria-labelledby="available-budget-label"
                  data-testid="available-budget"
                  className="font-display text-2xl font-extrabold tabular-nums italic"
                >
                  {formatMoney(team ? remainingBudget(team.budget, team.spentBudget) : 0)}
                </p>
              )}
            </div>
          </div>
          {team ? (
            // The slot counter: how many of the five seats are taken, so "Team full" never comes as a surprise.
            <div
              className="flex items-center gap-3 rounded-2xl border border-border bg-card px-4 py-3 shadow-sm"
              aria-live="polite"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-accent-text max-sm:hidden dark:bg-brand-950">
                <Users aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('slots.label')}</p>
                <p data-testid="team-slots" className="flex items-baseline gap-2">
                  <span aria-hidden="true" className="font-display text-2xl font-extrabold tabular-nums italic">
                    {t('slots.count', { count: slots, max: MAX_TEAM_DRIVERS })}
                  </span>
                  <span className="sr-only">{t('slots.srCount', { count: slots, max: MAX_TEAM_DRIVERS })}</span>
                  {full ? (
                    <span className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-bold text-warning">{t('slots.full')}</span>
                  ) : null}
                </p>
              </div>
            </div>
          ) : null}
          </div>
        }
      />

      {error ? (
        <Alert tone="danger" title={t('errorHeading')}>
          {error}
        </Alert>
      ) : null}

      <LineupLockNotice />

      {!teamQuery.isPending && !teamQuery.error && !team ? (
        <div
          role="status"
          className="flex flex-col gap-4 rounded-2xl border border-warning-border bg-warning-soft p-5 text-warning sm:flex-row sm:items-center"
        >
          <TriangleAlert aria-hidden="true" className="size-6 shrink-0" />
          <div className="flex-1">
            <p className="font-semibold">{t('noTeam.heading')}</p>
            <p className="text-sm">{t('noTeam.text')}</p>
          </div>
          <Link to="/team" className={buttonClasses({ variant: 'primary' })}>
            {t('noTeam.cta')}
          </Link>
        </div>
      ) : null}

      <MarketTrends trends={trendsQuery.data} isLoading={trendsQuery.isPending} />

      <section aria-labelledby="available-drivers-heading" className="space-y-4">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="available-drivers-heading" tabIndex={-1} className="text-lg font-bold tracking-tight focus:outline-none">
            {t('list.heading')}
          </h2>
          {!listLoading ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('list.count', { count: shown.length })}
            </p>
          ) : null}
        </div>
        <MarketFilters filter={filter} teams={teams} onChange={setFilter} />
        {!listLoading && shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-6 py-12 text-center text-sm text-muted-foreground">
            {t('list.empty')}
          </p>
        ) : (
          <MarketTable
            drivers={shown}
            isLoading={listLoading}
            team={team}
            sort={sort}
            onSort={onSort}
            rowError={rowError}
            onPurchaseError={onPurchaseError}
            onPurchased={onPurchased}
            ownership={ownership}
          />
        )}
        <OwnershipNote query={ownershipQuery} />
      </section>
    </div>
  );
}
