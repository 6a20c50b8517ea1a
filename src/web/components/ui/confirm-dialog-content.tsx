import type { ReactNode } from 'react';
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <DialogActions cancelLabel={cancelLabel}>{children}</DialogActions>
    </Dialog>
  );
}
