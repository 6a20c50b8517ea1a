import { useTranslation } from 'react-i18next';
import { remainingBudget } from '@shared/game/money';
import { useMyTeam } from '@web/lib/api/my-team';
import { PurchaseButton } from './purchase-button';

export interface AddToTeamButtonProps {
  driverId: number;
  price: number;
  driverName: string;
}

/**
 * "Add to Team" for the driver detail page (spec §2 Fantasy Value panel). It buys through the same
 * endpoint and hooks as the market, so the server rules, the 3-second result and the cache refresh are
 * identical. Disabled without a team, when the remaining budget is below the price, or when the driver
 * is already in the team.
 */
export function AddToTeamButton({ driverId, price, driverName }: AddToTeamButtonProps) {
  const { t } = useTranslation('market');
  const teamQuery = useMyTeam();
  const team = teamQuery.data;

  let reason: string | null = null;
  // Until the team is known the button cannot tell whether buying is allowed.
  if (teamQuery.isPending) reason = t('add.reasonLoading');
  else if (!team) reason = t('add.reasonNoTeam');
  else if (team.drivers.some((d) => d.id === driverId)) reason = t('add.reasonOwned');
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
    />
  );
}
