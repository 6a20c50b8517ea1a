import { cn } from '@web/lib/cn';

/**
 * The captain's armband (docs/game-rules.md §5.4): a letter in a filled circle, shown beside the captain's name
 * wherever a lineup is listed. The letter is decoration; screen readers hear `label` ("Captain") instead.
 */
export function CaptainBadge({ letter, label, className }: { letter: string; label: string; className?: string }) {
  return (
    <span
      data-testid="captain-badge"
      title={label}
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary align-middle text-[0.7rem] leading-none font-extrabold text-primary-foreground',
        className,
      )}
    >
      <span aria-hidden="true">{letter}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
