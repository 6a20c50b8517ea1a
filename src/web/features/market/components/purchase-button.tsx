import { Check, Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/format';
import { Button, type ButtonSize } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { usePurchaseFeedback } from './use-purchase-feedback';

export interface PurchaseButtonProps {
  driverId: number;
  driverName: string;
  price: number;
  /** Why buying is not possible right now; the button is disabled and the reason is announced. */
  disabledReason?: string | null;
  /** "Add" in the market rows, "Add to Team" on the driver page. */
  label: string;
  size?: ButtonSize;
  className?: string;
  /** Shows the server's refusal message under the button (the market shows it in its banner instead). */
  showErrorMessage?: boolean;
  /** Prints why the button is disabled under it (the market rows keep it for screen readers only). */
  showReason?: boolean;
  onError?: (message: string) => void;
  onSuccess?: () => void;
  /** Once the result ("Added!" / "Failed") has shown and the button is back. */
  onResultEnd?: () => void;
}

/** The one purchase button of the game: market rows and the driver detail page share its states. */
export function PurchaseButton({
  driverId,
  driverName,
  price,
  disabledReason,
  label,
  size = 'sm',
  className,
  showErrorMessage = false,
  showReason = false,
  onError,
  onSuccess,
  onResultEnd,
}: PurchaseButtonProps) {
  const { t } = useTranslation('market');
  const { status, error, buy, confirm, cancel } = usePurchaseFeedback(driverId, { onError, onSuccess, onResultEnd });
  const { t: tf } = useTranslation('fair');
  const reasonId = useId();
  const errorId = useId();
  const busy = status === 'adding';
  // While the result shows, the button stays inert so a double tap does not buy twice. It is marked with
  // aria-disabled rather than `disabled`: a disabled button drops keyboard focus to <body> the moment it is
  // pressed, and a keyboard user would lose their place in the list (WCAG 2.4.3); this way it stays focusable
  // and its reason stays announced.
  const disabled = Boolean(disabledReason) || status !== 'idle';

  const text =
    status === 'adding' ? t('add.adding') : status === 'added' ? t('add.added') : status === 'failed' ? t('add.failed') : label;

  return (
    <div className={cn('inline-flex flex-col items-end gap-1', className)}>
      <Button
        size={size}
        variant={status === 'failed' ? 'danger' : 'primary'}
        className={cn(
          'min-w-[5.25rem] px-2.5 sm:min-w-24 sm:px-3',
          status === 'added' && 'bg-green-700 text-white hover:bg-green-700 aria-disabled:opacity-100',
          status === 'failed' && 'aria-disabled:opacity-100',
          status === 'idle' && disabled && 'hover:bg-primary',
        )}
        aria-disabled={disabled || undefined}
        aria-busy={busy || undefined}
        // Starts with the visible text so voice control users can say what they see (WCAG 2.5.3).
        aria-label={status === 'idle' ? t('add.ariaLabel', { label, name: driverName, price: formatMoney(price) }) : undefined}
        aria-describedby={cn(disabledReason ? reasonId : '', showErrorMessage && error ? errorId : '') || undefined}
        title={disabledReason ?? undefined}
        onClick={disabled ? undefined : buy}
      >
        {status === 'adding' ? <Spinner size="sm" className="text-current" /> : null}
        {status === 'added' ? <Check aria-hidden="true" className="size-4" /> : null}
        {status === 'failed' ? <X aria-hidden="true" className="size-4" /> : null}
        {status === 'idle' && !disabledReason ? <Plus aria-hidden="true" className="hidden size-4 min-[400px]:block" /> : null}
        <span aria-live="polite" className="whitespace-nowrap">{text}</span>
      </Button>
      <ConfirmDialog
        open={status === 'confirm'}
        onOpenChange={(open) => {
          if (!open) cancel();
        }}
        title={tf('budget.confirmTitle')}
        description={tf('budget.confirmText', { name: driverName, price: formatMoney(price) })}
        cancelLabel={tf('budget.confirmCancel')}
      >
        <Button onClick={confirm}>{tf('budget.confirmBuy', { name: driverName })}</Button>
      </ConfirmDialog>
      {disabledReason ? (
        <span id={reasonId} className={showReason && status === 'idle' ? 'text-xs text-muted-foreground' : 'sr-only'}>
          {disabledReason}
        </span>
      ) : null}
      {showErrorMessage && error ? (
        <p id={errorId} role="alert" className="max-w-56 text-right text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
