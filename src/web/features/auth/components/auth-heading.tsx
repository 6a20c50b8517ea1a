import type { ReactNode } from 'react';

/** Heading block inside the authentication card; the page <h1> lives here. */
export function AuthHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="font-display text-2xl font-extrabold tracking-tight uppercase italic sm:text-3xl">
        {title}
      </h1>
      {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}
