import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog, DialogActions } from './dialog';

export interface ConfirmDialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, through Radix, which gives focus back to it. Without one it is opened by state. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Above the buttons: a field the step asks for, or why the last try failed. */
  body?: ReactNode;
  cancelLabel: ReactNode;
  /** The confirming button (or buttons), beside Cancel. */
  children: ReactNode;
}

/**
 * "Are you sure?" before a step that costs something: the one confirmation of the app. A page whose code already
 * carries Radix's dialog (the league pages) uses it as it is, with a trigger; a button on a first screen under a
 * load budget opens it by state through `ConfirmDialog` (./confirm-dialog.tsx), which loads this the first time.
 */
export function ConfirmDialogContent({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  body,
  cancelLabel,
  children,
}: ConfirmDialogContentProps) {
  // Opened by state, Radix does not know where focus came from: keep the element that had it (layout effects run
  // before the dialog's focus trap moves focus in) and give focus back to it on close.
  const byState = !trigger;
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && byState) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open, byState]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      onCloseAutoFocus={
        byState
          ? (event) => {
              if (!opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
            }
          : undefined
      }
    >
      {body}
      <DialogActions cancelLabel={cancelLabel}>{children}</DialogActions>
    </Dialog>
  );
}

export default ConfirmDialogContent;
