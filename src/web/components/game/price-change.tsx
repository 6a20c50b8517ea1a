import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { formatMoney, formatPercent } from '@web/lib/format';
import { cn } from '@web/lib/cn';

/** "+€0.3M (+12.5%)": the sign is spelled out so the change never depends on colour alone. */
export function formatPriceChange(change: number, percent: number): { money: string; percent: string } {
  const sign = change > 0 ? '+' : '';
  const pctSign = percent > 0 ? '+' : '';
  return { money: `${sign}${formatMoney(change)}`, percent: `${pctSign}${formatPercent(percent)}` };
}

export function PriceChange({
  change,
  percent,
  showPercent = true,
  className,
}: {
  change: number;
  percent: number;
  showPercent?: boolean;
  className?: string;
}) {
  if (change === 0) return null;
  const up = change > 0;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  const text = formatPriceChange(change, percent);
  return (
    <span className={cn('inline-flex items-center gap-0.5 text-xs font-semibold tabular-nums', up ? 'text-success' : 'text-danger', className)}>
      <span className="inline-flex items-center gap-0.5 whitespace-nowrap">
        <Icon aria-hidden="true" className="size-3.5" />
        {text.money}
      </span>
      {showPercent ? <span className="font-medium whitespace-nowrap">({text.percent})</span> : null}
    </span>
  );
}
