import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogContentProps } from './confirm-dialog-content';

const loadContent = () => import('./confirm-dialog-content');
const ConfirmDialogContent = lazy(loadContent);

/** Starts loading the dialog's code, e.g. when the button that opens it is pointed at or focused. */
export function preloadConfirmDialog(): void {
  void loadContent();
}

/**
 * "Are you sure?" before a step that costs the player (selling a driver, a purchase that strands the budget).
 * Buttons that open one sit on first screens (every market row, the driver page), while the dialog is opened
 * rarely: its code (Radix dialog, focus trap, scroll lock: ~35 KiB compressed) loads the first time it opens,
 * not with the page (first-load budgets, bench/first-load-budgets.ts). Once loaded it stays mounted, so Radix
 * closes it as it opened it; focus goes back to the element that opened it. It has no trigger: one would not
 * show until the code is in. Pages that load the dialog anyway use `ConfirmDialogContent` directly.
 */
export function ConfirmDialog(props: Omit<ConfirmDialogContentProps, 'trigger'>) {
  const [wanted, setWanted] = useState(props.open);
  // Adjusting state while rendering (React's documented pattern): the first open mounts the content for good.
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
