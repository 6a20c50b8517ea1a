import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/**
 * One figure of the player's standing (dashboard, statistics, profile): icon, label, value, optional hint. A term
 * and its description (`dl`), so the large figure reads as the label's value, not as a heading of its own.
 */
export function StatTile({
  icon,
  label,
  value,
  hint,
  testId,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
  testId?: string;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0 p-4 sm:p-5', className)}>
      <dl>
        <dt className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-accent-text sm:size-10 dark:bg-brand-950 [&>svg]:size-5"
          >
            {icon}
          </span>
          <span className="min-w-0 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</span>
        </dt>
        <dd data-testid={testId} className="mt-3 font-display text-2xl font-extrabold tabular-nums italic sm:text-3xl">
          {value}
        </dd>
        {hint ? <dd className="mt-1 text-sm text-muted-foreground">{hint}</dd> : null}
      </dl>
    </Card>
  );
}

export function StatTilesSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-32 animate-pulse rounded-2xl bg-muted" />
      ))}
    </div>
  );
}
