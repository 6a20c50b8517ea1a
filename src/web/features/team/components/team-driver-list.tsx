import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FantasyTeam, TeamDriver } from '@shared/api/fantasy';
import { MAX_TEAM_DRIVERS } from '@shared/constants/game';
import { formatMoney } from '@web/lib/format';
import { DriverAvatar } from '@web/components/game/driver-avatar';
import { FormLabel } from '@web/components/game/form-indicator';
import { Alert } from '@web/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { NotEnteredMark } from '@web/features/entries';
import { CaptainNotice } from './captain-notice';
import { CaptainToggle } from './captain-toggle';
import { RemoveDriverButton } from './remove-driver-button';

function DriverRow({
  driver,
  isCaptain,
  captainLocked,
  onError,
  onRemoving,
}: {
  driver: TeamDriver;
  isCaptain: boolean;
  captainLocked: boolean;
  onError: (message: string) => void;
  onRemoving: () => void;
}) {
  const { t } = useTranslation('team');
  return (
    <li className="flex items-center gap-3 py-3">
      <DriverAvatar name={driver.name} teamName={driver.teamName} imageUrl={driver.imageUrl} />
      <div className="min-w-0 flex-1">
        <Link to={`/drivers/${driver.id}`} className="block truncate font-semibold hover:underline">
          {driver.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground">{driver.teamName ?? '—'}</p>
        <NotEnteredMark driverId={driver.id} className="mt-1" />
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground tabular-nums">{t('drivers.points', { count: driver.points })}</span>
          <span className="tabular-nums">{t('drivers.paid', { price: formatMoney(driver.purchasePrice) })}</span>
          <span className="tabular-nums">{t('drivers.value', { price: formatMoney(driver.price) })}</span>
          <FormLabel form={driver.form} />
        </p>
      </div>
      <CaptainToggle driver={driver} isCaptain={isCaptain} locked={captainLocked} onError={onError} />
      <RemoveDriverButton driver={driver} onError={onError} onRemoving={onRemoving} />
    </li>
  );
}

/**
 * The team's drivers, each removable (refund of the purchase price) and each with the captain's armband
 * toggle (§5.4), plus empty slots up to five. `event`: the next or running event, for the captain notice.
 */
export function TeamDriverList({ team, event = null }: { team: FantasyTeam; event?: { name: string; running: boolean } | null }) {
  const { t } = useTranslation('team');
  const [error, setError] = useState<string | null>(null);
  const free = Math.max(0, MAX_TEAM_DRIVERS - team.drivers.length);
  const listRef = useRef<HTMLUListElement>(null);
  const removingIndex = useRef<number | null>(null);
  // A removed row takes its focused button with it; hand focus to the row now in its place (or the heading)
  // so a keyboard user does not land on <body> and have to tab through the whole page again.
  useEffect(() => {
    const index = removingIndex.current;
    if (index === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    removingIndex.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('li button:not([aria-pressed])') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? document.getElementById('team-drivers-heading'))?.focus();
  }, [team.drivers.length]);
  return (
    <Card role="region" className="min-w-0" aria-labelledby="team-drivers-heading">
      <CardHeader className="flex-row items-center justify-between gap-3 pb-2">
        <CardTitle id="team-drivers-heading" tabIndex={-1} className="focus:outline-none">{t('drivers.heading')}</CardTitle>
        <span
          data-testid="team-slots"
          className={
            team.drivers.length >= MAX_TEAM_DRIVERS
              ? 'rounded-full bg-warning-soft px-2.5 py-0.5 text-sm font-semibold text-warning tabular-nums'
              : 'rounded-full bg-muted px-2.5 py-0.5 text-sm font-semibold tabular-nums'
          }
        >
          <span aria-hidden="true">{t('drivers.count', { count: team.drivers.length, max: MAX_TEAM_DRIVERS })}</span>
          <span className="sr-only">{t('drivers.countLabel', { count: team.drivers.length, max: MAX_TEAM_DRIVERS })}</span>
        </span>
      </CardHeader>
      <CardContent className="space-y-3">
        {error ? (
          <Alert tone="danger" onDismiss={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        <CaptainNotice team={team} event={event} />
        {team.drivers.length === 0 ? (
          <p className="rounded-xl bg-muted px-4 py-5 text-sm text-muted-foreground">
            {t('drivers.empty', { max: MAX_TEAM_DRIVERS })}
          </p>
        ) : (
          <ul ref={listRef} className="divide-y divide-border">
            {team.drivers.map((driver, index) => (
              <DriverRow
                key={driver.id}
                driver={driver}
                isCaptain={driver.id === team.captainId}
                captainLocked={Boolean(event?.running)}
                onError={setError}
                onRemoving={() => {
                  removingIndex.current = index;
                }}
              />
            ))}
          </ul>
        )}
        {free === 0 ? (
          <p data-testid="team-full-hint" className="text-sm text-muted-foreground">
            {t('drivers.fullHint', { max: MAX_TEAM_DRIVERS })}
          </p>
        ) : null}
        {free > 0 && team.drivers.length > 0 ? (
          <ul aria-hidden="true" className="grid grid-cols-5 gap-2">
            {Array.from({ length: MAX_TEAM_DRIVERS }, (_, i) => (
              <li
                key={i}
                className={
                  i < team.drivers.length
                    ? 'h-1.5 rounded-full bg-primary'
                    : 'h-1.5 rounded-full bg-muted'
                }
              />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
