import { useTranslation } from 'react-i18next';
import type { TeamDriver } from '@shared/api/fantasy';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useSetCaptain } from '../api/team-api';

/**
 * The armband of one driver row (docs/game-rules.md §5.4): a toggle button ("Captain: <name>", pressed for the
 * captain). Pressing it names the driver, pressing the captain's clears the choice. Locked while an event runs,
 * when the server would refuse: the captain notice above the list says why.
 */
export function CaptainToggle({
  driver,
  isCaptain,
  locked,
  onError,
}: {
  driver: TeamDriver;
  isCaptain: boolean;
  locked: boolean;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('team');
  const setCaptain = useSetCaptain();
  const pending = setCaptain.isPending;
  return (
    <Button
      variant={isCaptain ? 'primary' : 'outline'}
      size="sm"
      data-testid="captain-toggle"
      className={cn('w-9 px-0 font-extrabold', !isCaptain && 'text-muted-foreground')}
      aria-pressed={isCaptain}
      aria-label={t('captain.toggleLabel', { name: driver.name })}
      title={isCaptain ? t('captain.clearHint') : t('captain.nameHint')}
      disabled={locked || pending}
      onClick={() =>
        setCaptain.mutate(isCaptain ? null : driver.id, {
          onError: (err) => onError(t('captain.saveFailed', { message: err.message })),
        })
      }
    >
      <span aria-hidden="true">{t('captain.letter')}</span>
    </Button>
  );
}
