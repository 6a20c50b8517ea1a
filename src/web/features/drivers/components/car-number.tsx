import { cn } from '@web/lib/cn';

const sizes = {
  md: 'h-10 min-w-10 text-lg',
  lg: 'h-16 min-w-16 text-3xl sm:h-20 sm:min-w-20 sm:text-4xl',
} as const;

/** A rally door number plate; drivers without a number get their initials instead. */
export function CarNumber({
  number,
  name,
  size = 'md',
}: {
  number: number | null;
  name: string;
  size?: keyof typeof sizes;
}) {
  const text =
    number ??
    name
      .split(/\s+/)
      .map((w) => w[0])
      .slice(0, 2)
      .join('');
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 -skew-x-6 items-center justify-center rounded-lg border-2 border-slate-900 bg-white px-2 font-display font-black text-slate-900 italic shadow-sm dark:border-white',
        sizes[size],
      )}
    >
      <span className="skew-x-6">{text}</span>
    </span>
  );
}
