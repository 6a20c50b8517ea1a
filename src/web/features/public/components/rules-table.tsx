import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export interface RulesTableRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Colours the value: green for a gain, red for a loss (the sign is always printed too). */
  tone?: 'gain' | 'loss' | 'neutral';
}

/** A two-column table of the rules page; the caption names it for screen readers. */
export function RulesTable({
  caption,
  headers,
  rows,
  className,
}: {
  caption: string;
  /** Column headings; leave out for a plain list of label/value rows. */
  headers?: [string, string];
  rows: RulesTableRow[];
  className?: string;
}) {
  return (
    // Scrolls sideways rather than clipping if a translation ever makes a table wider than a phone.
    <div className={cn('relative overflow-x-auto rounded-xl border border-border', className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {headers ? (
          <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {headers[0]}
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                {headers[1]}
              </th>
            </tr>
          </thead>
        ) : null}
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.key} className="bg-card">
              <th scope="row" className="px-4 py-2.5 font-medium">
                {row.label}
              </th>
              <td
                className={cn(
                  // Points ("+5 / +4 / +3 / +2 / +1") stay on one line; worded values ("No limit, all season")
                  // may wrap, or they would be clipped on a 375 px phone.
                  'px-4 py-2.5 text-right font-bold text-balance tabular-nums',
                  !isWorded(row.value) && 'whitespace-nowrap',
                  row.tone === 'gain' && 'text-success',
                  row.tone === 'loss' && 'text-danger',
                )}
              >
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function isWorded(value: ReactNode): boolean {
  return typeof value === 'string' && /\p{L}{2,}/u.test(value);
}

/** "+5", "-10", "0": points always carry their sign. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}
