import { UserRound } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A player's picture, or a neutral placeholder when they have none (the Profile screen). */
export function PlayerAvatar({ url, className }: { url: string | null; className?: string }) {
  if (url) {
    return <img src={url} alt="" className={cn('size-20 shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-primary/15 text-accent-text',
        className,
      )}
    >
      <UserRound className="size-1/2" />
    </span>
  );
}
