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
  /**
   * The captain's armband (docs/game-rules.md §5.4): what it added to the team score, as the server gave it, and
   * its chip's name ("Captain ×2"). Left out for every driver but the captain.
   */
  captain?: { bonus: number; label: string };
  className?: string;
}

/** "Explain my points": each rule that gave or took points as a chip ("Stage wins +2"), losses in red. */
export function BreakdownChips({ breakdown, label, empty, captain, className }: BreakdownChipsProps) {
  const parts: { key: BreakdownRule | 'captain'; text: string; value: number }[] = BREAKDOWN_RULES.filter((rule) => breakdown[rule] !== 0).map(
    (rule) => ({ key: rule, text: label(rule), value: breakdown[rule] }),
  );
  if (captain && captain.bonus !== 0) parts.push({ key: 'captain', text: captain.label, value: captain.bonus });
  if (parts.length === 0) return <>{empty}</>;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)}>
      {parts.map((part) => (
        <li
          key={part.key}
          data-testid={part.key === 'captain' ? 'captain-chip' : undefined}
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
            part.value < 0 ? 'border-danger-border bg-danger-soft text-danger' : 'border-border bg-muted text-foreground',
            part.key === 'captain' && part.value > 0 && 'border-brand-300 dark:border-brand-700',
          )}
        >
          {part.text} {signed(part.value)}
        </li>
      ))}
    </ul>
  );
}
