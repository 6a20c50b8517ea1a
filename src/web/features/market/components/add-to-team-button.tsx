import { useTranslation } from 'react-i18next';
import { MAX_TEAM_DRIVERS } from '@shared/constants/game';
import { remainingBudget } from '@shared/game/money';
import { useMyTeam } from '@web/features/team';
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
  const teamQuery = useMyTeam();
  const team = teamQuery.data;

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
    />
  );
}
