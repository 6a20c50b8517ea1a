import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown beside the title on wide screens, below it on phones. */
  actions?: ReactNode;
  className?: string;
  /** Gives the <h1> this id and makes it focusable from script, for a page that moves focus to its title. */
  titleId?: string;
}

/** The one <h1> of a page. */
export function PageHeader({ title, description, actions, className, titleId }: PageHeaderProps) {
  return (
    <header
      className={cn(
        'mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
    >
      <div className="min-w-0">
        <h1
          id={titleId}
          tabIndex={titleId ? -1 : undefined}
          className="font-display text-3xl font-extrabold tracking-tight italic outline-none sm:text-4xl"
        >
          {title}
        </h1>
        {description ? <p className="mt-1.5 text-base text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
