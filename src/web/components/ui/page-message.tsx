import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@web/lib/cn';
import { buttonClasses } from './button';

export interface PageMessageProps {
  icon: ReactNode;
  /** Rendered as the page's <h1>: the message replaces the page. */
  title: string;
  text?: ReactNode;
  backTo: string;
  backLabel: string;
  /** role="alert" for errors so they are announced; not-found states are plain content. */
  tone?: 'error' | 'neutral';
  className?: string;
}

/** A whole-page message (not found, failed to load) with one way back. */
export function PageMessage({
  icon,
  title,
  text,
  backTo,
  backLabel,
  tone = 'neutral',
  className,
}: PageMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-border bg-card px-6 py-12 text-center shadow-sm',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'mb-4 inline-flex size-14 items-center justify-center rounded-full [&>svg]:size-7',
          tone === 'error' ? 'bg-danger-soft text-danger' : 'bg-muted text-accent-text',
        )}
      >
        {icon}
      </div>
      <h1 className="font-display text-3xl font-extrabold tracking-tight italic">{title}</h1>
      {text ? <p className="mt-2 text-muted-foreground">{text}</p> : null}
      <Link to={backTo} className={buttonClasses({ className: 'mt-6' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
    </div>
  );
}
