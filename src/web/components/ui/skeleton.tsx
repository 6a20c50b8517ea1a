import type { HTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

const PLACEHOLDER = 'animate-pulse rounded-lg bg-muted';

/** A placeholder block while data loads; hidden from assistive tech (the page announces loading). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn(PLACEHOLDER, className)} {...props} />;
}

/** The same placeholder inside a line of text (a heading, a label), where a block may not go. */
export function InlineSkeleton({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span aria-hidden="true" className={cn(PLACEHOLDER, 'inline-block align-middle', className)} {...props} />;
}

/** Rows standing in for a table or list while it loads, with `label` said once by screen readers. */
export function SkeletonRows({ label, rowClassName = 'h-12' }: { label: string; rowClassName?: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}
