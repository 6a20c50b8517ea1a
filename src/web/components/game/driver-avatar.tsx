import { useState } from 'react';
import { cn } from '@web/lib/cn';

const sizes = { sm: 'size-9 text-xs', md: 'size-11 text-sm', lg: 'size-14 text-base' } as const;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A driver's photo, or his initials on the brand tint when there is none or it fails to load
 * (spec: "image or placeholder"). Decorative: the name is always printed beside it.
 */
export function DriverAvatar({
  name,
  imageUrl,
  size = 'md',
  className,
}: {
  name: string;
  imageUrl: string | null;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-2 ring-card',
    sizes[size],
    className,
  );
  if (imageUrl && !broken) {
    return <img src={imageUrl} alt="" aria-hidden="true" loading="lazy" className={cn(box, 'object-cover')} onError={() => setBroken(true)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        'bg-gradient-to-br from-brand-500 to-brand-700 font-display font-bold tracking-wide text-white italic',
      )}
    >
      {initials(name)}
    </span>
  );
}
