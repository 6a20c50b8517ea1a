import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDriver } from '@shared/api/fantasy';
import { formatMoney } from '@web/lib/format';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog, preloadConfirmDialog } from '@web/components/ui/confirm-dialog';
import { cn } from '@web/lib/cn';
import { useRemoveDriver } from '../api/team-api';

/**
 * "Remove" for a driver of the team, behind a confirmation: the team page's rows and the driver page (issue 30,
 * part 9) share it. Selling is one tap away from a mistake (buying back costs the market price of the day).
 */
export function RemoveDriverButton({
  driver,
  onRemoving,
  onError,
  label,
  className,
}: {
  driver: TeamDriver;
  onRemoving?: () => void;
  onError: (message: string) => void;
  /** Shown in full (driver page); the team rows show it from the small breakpoint up. */
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation('team');
  const remove = useRemoveDriver();
  const [confirming, setConfirming] = useState(false);
  const confirmRemove = () => {
    setConfirming(false);
    onRemoving?.();
    remove.mutate(driver.id, {
      onError: (err) => onError(t('drivers.removeFailed', { name: driver.name, message: err.message })),
    });
  };
  return (
    <>
      <Button
        variant="outline"
        size={label ? 'md' : 'sm'}
        className={cn('text-danger', className)}
        aria-label={label ? undefined : t('drivers.removeLabel', { name: driver.name, price: formatMoney(driver.purchasePrice) })}
        aria-haspopup="dialog"
        loading={remove.isPending}
        loadingText={t('drivers.removing')}
        onPointerEnter={preloadConfirmDialog}
        onFocus={preloadConfirmDialog}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {label ?? <span className="hidden sm:inline">{t('drivers.remove')}</span>}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('drivers.confirmTitle', { name: driver.name })}
        description={t('drivers.confirmText', {
          refund: formatMoney(driver.purchasePrice),
          price: formatMoney(driver.price),
        })}
        cancelLabel={t('drivers.confirmCancel')}
      >
        <Button variant="danger" onClick={confirmRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('drivers.confirmRemove')}
        </Button>
      </ConfirmDialog>
    </>
  );
}
