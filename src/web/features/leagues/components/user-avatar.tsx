import { cn } from '@web/lib/cn';

/** Up to two letters: "Kalle Rovanperä" → "KR", "rallyfan" → "RA". */
export function initials(name: string): string {
  const words = name.trim().split(/[\s._-]+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

/** A member's picture, or their initials on a tinted disc when they have none (the league's members table). */
export function UserAvatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  if (url) {
    return <img src={url} alt="" className={cn('size-9 shrink-0 rounded-full object-cover', className)} loading="lazy" />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-bold text-accent-text',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
