import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** The <h2> of a marketing section, with an optional lead paragraph. */
export function SectionHeading({
  id,
  title,
  text,
  align = 'center',
  className,
}: {
  id?: string;
  title: ReactNode;
  text?: ReactNode;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn('mb-8 sm:mb-10', align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      <h2 id={id} className="font-display text-3xl font-extrabold tracking-tight uppercase italic sm:text-4xl">
        {title}
      </h2>
      {text ? <p className="mt-3 text-base text-muted-foreground sm:text-lg">{text}</p> : null}
    </div>
  );
}
