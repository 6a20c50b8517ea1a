import { cn } from '@web/lib/cn';

export interface PointsFigure {
  label: string;
  /** null: nothing scored this way (no team, no prediction), shown as a dash. */
  value: number | null;
  /** The figure that sums the others, set apart in the brand colour. */
  strong?: boolean;
  testId?: string;
}

/** An event's points side by side (team, prediction, total), as the scored and the live cards show them. */
export function PointsFigures({ figures }: { figures: PointsFigure[] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {figures.map((f) => (
        <div key={f.label} className={cn('rounded-xl px-2 py-3', f.strong ? 'bg-primary text-primary-foreground' : 'bg-muted')}>
          <dt className={cn('text-xs font-semibold tracking-wide uppercase', !f.strong && 'text-muted-foreground')}>{f.label}</dt>
          <dd className="mt-1 font-display text-2xl font-extrabold tabular-nums italic" data-testid={f.testId}>
            {f.value ?? '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
