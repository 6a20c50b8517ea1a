import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** The rules of a driver's event points, in the order the rules page lists them. */
export const BREAKDOWN_RULES = ['position', 'finish', 'stageWins', 'powerStage', 'supportCategory', 'penalty'] as const;
export type BreakdownRule = (typeof BREAKDOWN_RULES)[number];

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

interface BreakdownChipsProps {
  breakdown: Readonly<Record<BreakdownRule, number>>;
  /** The rule's name: the live card and the scored card word the same rule differently ("Current position"). */
  label: (rule: BreakdownRule) => string;
  /** Shown instead of the list when no rule gave or took a point. */
  empty: ReactNode;
  className?: string;
}

/** "Explain my points": each rule that gave or took points as a chip ("Stage wins +2"), losses in red. */
export function BreakdownChips({ breakdown, label, empty, className }: BreakdownChipsProps) {
  const parts = BREAKDOWN_RULES.filter((rule) => breakdown[rule] !== 0);
  if (parts.length === 0) return <>{empty}</>;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)}>
      {parts.map((rule) => (
        <li
          key={rule}
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
            breakdown[rule] < 0 ? 'border-danger-border bg-danger-soft text-danger' : 'border-border bg-muted text-foreground',
          )}
        >
          {label(rule)} {signed(breakdown[rule])}
        </li>
      ))}
    </ul>
  );
}
