import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@web/lib/format';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOwnership } from '../api/ownership-api';

/**
 * One driver's ownership on his page (docs/game-rules.md §9.11): the share of teams holding him now and at
 * the last lock, the figures the market's Owned column shows.
 */
export function OwnershipFigures({ driverId }: { driverId: number }) {
  const { t } = useTranslation('market');
  const query = useOwnership();
  if (query.isPending) return <Skeleton className="h-12" />;
  const share = query.data?.drivers.find((d) => d.driverId === driverId);
  if (query.isError || !share) {
    return <p className="text-sm text-muted-foreground">{t('ownership.error')}</p>;
  }
  const lock = query.data.lastLock;
  return (
    <dl data-testid="driver-ownership" className="rounded-xl bg-muted/70 p-3 text-sm">
      <dt className="flex items-center gap-1.5 font-semibold">
        <Users aria-hidden="true" className="size-4 text-accent-text" />
        {t('ownership.heading')}
      </dt>
      <dd className="mt-1">{t('ownership.now', { share: formatPercent(share.now) })}</dd>
      <dd className="text-muted-foreground">
        {lock && share.atLock !== null
          ? t('ownership.atLock', { share: formatPercent(share.atLock), event: lock.eventName })
          : t('ownership.noLock')}
      </dd>
    </dl>
  );
}
