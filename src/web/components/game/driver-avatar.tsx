import { useState } from 'react';
import { teamColour } from '@shared/game/team-colour';
import { cn } from '@web/lib/cn';

const sizes = { sm: 'size-9 text-xs', md: 'size-11 text-sm', lg: 'size-14 text-base' } as const;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A driver's photo, or his initials on his team's colour when there is none or it fails to load
 * (spec: "image or placeholder"; docs/decisions/0165). A photo gets a ring in the team colour. Decorative:
 * the name is always printed beside it.
 */
export function DriverAvatar({
  name,
  teamName,
  imageUrl,
  size = 'md',
  className,
}: {
  name: string;
  teamName: string | null;
  imageUrl: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const colour = teamColour(teamName);
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-2',
    sizes[size],
    className,
  );
  if (imageUrl && !broken) {
    return (
      <img
        src={imageUrl}
        alt=""
        aria-hidden="true"
        loading="lazy"
        style={{ ['--tw-ring-color' as string]: colour }}
        className={cn(box, 'object-cover')}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-team-colour={colour}
      style={{ backgroundColor: colour }}
      className={cn(
        box,
        'bg-[linear-gradient(135deg,rgb(255_255_255/0.18),transparent_55%)] font-display font-bold tracking-wide text-white italic ring-card',
      )}
    >
      {initials(name)}
    </span>
  );
}
