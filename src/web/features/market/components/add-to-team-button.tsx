import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TEAM_DRIVERS } from '@shared/constants/game';
import { remainingBudget } from '@shared/game/money';
import { RemoveDriverButton, useMyTeam } from '@web/features/team';
import { PurchaseButton } from './purchase-button';

export interface AddToTeamButtonProps {
  driverId: number;
  price: number;
  driverName: string;
}

/**
 * "Add to Team" for the driver detail page (its Fantasy Value panel). It buys through the same
 * endpoint and hooks as the market, so the server rules, the 3-second result and the cache refresh are
 * identical. Disabled without a team, when the driver is already in the team, when the team is full, or
 * when the remaining budget is below the price; the reason is printed under it.
 */
export function AddToTeamButton({ driverId, price, driverName }: AddToTeamButtonProps) {
  const { t } = useTranslation('market');
  const { t: tf } = useTranslation('fair');
  const teamQuery = useMyTeam();
  const team = teamQuery.data;
  const [removeError, setRemoveError] = useState<string | null>(null);
  // Set by the purchase until its "Added!" is over: the button keeps showing the result before it turns into Remove.
  const [justBought, setJustBought] = useState(false);
  const owned = team?.drivers.find((d) => d.id === driverId);
  // A driver already in the team is sold from here, not shown a disabled "Add" (issue 30, part 9).
  if (owned && !justBought) {
    return (
      <div className="flex flex-col items-end gap-1">
        <RemoveDriverButton driver={owned} label={tf('team.removeFromTeam')} onError={setRemoveError} />
        <span className="text-xs text-muted-foreground">{t('add.reasonOwned')}</span>
        {removeError ? (
          <p role="alert" className="max-w-56 text-right text-xs text-danger">
            {removeError}
          </p>
        ) : null}
      </div>
    );
  }

  let reason: string | null = null;
  // Until the team is known the button cannot tell whether buying is allowed.
  if (teamQuery.isPending) reason = t('add.reasonLoading');
  else if (!team) reason = t('add.reasonNoTeam');
  else if (team.drivers.some((d) => d.id === driverId)) reason = t('add.reasonOwned');
  else if (team.drivers.length >= MAX_TEAM_DRIVERS) reason = t('add.reasonFull', { max: MAX_TEAM_DRIVERS });
  else if (remainingBudget(team.budget, team.spentBudget) < price) reason = t('add.reasonBudget');

  return (
    <PurchaseButton
      driverId={driverId}
      driverName={driverName}
      price={price}
      label={t('add.labelToTeam')}
      size="md"
      disabledReason={reason}
      showErrorMessage
      showReason
      onSuccess={() => setJustBought(true)}
      onResultEnd={() => setJustBought(false)}
    />
  );
}
