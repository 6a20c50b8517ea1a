import { lazy, Suspense } from 'react';
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
 * not with the page (first-load budgets, bench/first-load-budgets.ts). Focus goes back to the element that had
 * it when the dialog closes (Radix's focus scope).
 */
export function ConfirmDialog(props: ConfirmDialogContentProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
