import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface ToastProps {
  children: ReactNode;
  /** The toast's one action (a button), beside the message. */
  action?: ReactNode;
  className?: string;
}

/**
 * A small card floating at the bottom of the screen for news that needs no answer now (a new version). A polite
 * status: read out when it appears, never taking focus from what the player is doing. Above the page's own
 * content, clear of the phone's bottom edge (safe area), full width on a phone and at the corner from `sm`.
 */
export function Toast({ children, action, className }: ToastProps) {
  return (
    <div
      role="status"
      className={cn(
        'fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-[60] flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm text-foreground shadow-lg',
        'sm:inset-x-auto sm:right-4 sm:bottom-4 sm:max-w-sm',
        className,
      )}
    >
      <p className="min-w-0 flex-1 font-medium">{children}</p>
      {action}
    </div>
  );
}
