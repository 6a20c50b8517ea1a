import { cn } from '@web/lib/cn';

const sizes = { md: 'size-14 text-xl', lg: 'size-20 text-3xl sm:size-24 sm:text-4xl' } as const;

/** The team's image, or a door-plate with its initials when there is none (the demo data has no images). */
export function TeamEmblem({
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
  if (imageUrl) {
    return (
      <img src={imageUrl} alt="" className={cn('shrink-0 rounded-xl object-cover', sizes[size], className)} />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 -skew-x-6 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 font-display font-black text-white italic shadow-sm ring-2 ring-brand-300/40',
        sizes[size],
        className,
      )}
    >
      <span className="skew-x-6">{initials}</span>
    </span>
  );
}
