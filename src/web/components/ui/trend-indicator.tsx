import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { cn } from '@web/lib/cn';

export type Trend = 'up' | 'down' | 'same';

const styles: Record<Trend, { Icon: typeof Minus; className: string }> = {
  up: { Icon: ArrowUp, className: 'text-success' },
  down: { Icon: ArrowDown, className: 'text-danger' },
  same: { Icon: Minus, className: 'text-muted-foreground' },
};

/** A standings movement: arrow plus the caller's words ("Up from 3"), so colour is never the only cue. */
export function TrendIndicator({
  trend,
  label,
  className,
}: {
  trend: Trend;
  label: string;
  className?: string;
}) {
  const { Icon, className: tone } = styles[trend];
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap', tone, className)}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </span>
  );
}
