import { cn } from '@web/lib/cn';

/** Gold, silver and bronze for the first three places; every other place is plain. */
export const PODIUM_COLOURS: Readonly<Record<number, string>> = {
  1: 'bg-amber-400 text-amber-950',
  2: 'bg-slate-300 text-slate-900',
  3: 'bg-orange-300 text-orange-950',
};

export function podiumColour(position: number): string {
  return PODIUM_COLOURS[position] ?? 'bg-muted text-foreground';
}

/** A classification place as a round badge, podium places in their medal colour. */
export function PositionBadge({ position, className }: { position: number; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-full font-display text-base font-bold',
        podiumColour(position),
        className,
      )}
    >
      {position}
    </span>
  );
}
