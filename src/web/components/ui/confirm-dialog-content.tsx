import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Dialog, DialogActions } from './dialog';

export interface ConfirmDialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  cancelLabel: ReactNode;
  /** The confirming button (or buttons), beside Cancel. */
  children: ReactNode;
}

/** The confirmation itself: loaded by `ConfirmDialog` (./confirm-dialog.tsx) the first time one opens. */
export default function ConfirmDialogContent({ open, onOpenChange, title, description, cancelLabel, children }: ConfirmDialogContentProps) {
  // Opened by state, not by a Radix trigger, so Radix does not know where focus came from: keep the element that
  // had it (layout effects run before the dialog's focus trap moves focus in) and give focus back to it on close.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onCloseAutoFocus={(event) => {
        if (!opener.current?.isConnected) return;
        event.preventDefault();
        opener.current.focus();
      }}
    >
      <DialogActions cancelLabel={cancelLabel}>{children}</DialogActions>
    </Dialog>
  );
}
