import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionBadge } from '@web/components/ui/position-badge';
import { TrendIndicator, type Trend } from '@web/components/ui/trend-indicator';

export interface StandingsRow {
  key: number;
  position: number;
  points: number;
  trend: Trend;
  previousPosition: number | null;
}

/** A column shown from the md breakpoint up; on phones its content moves under the name. */
interface WideColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
}

/**
 * The championship standings table shared by drivers and constructors: place badge, a linked name, an
 * optional wide-screen column, points and the movement since the previous round.
 */
export function StandingsTable<Row extends StandingsRow>({
  rows,
  caption,
  nameHeading,
  name,
  wideColumn,
}: {
  rows: readonly Row[];
  caption: string;
  nameHeading: string;
  name: (row: Row) => ReactNode;
  wideColumn?: WideColumn<Row>;
}) {
  const { t } = useTranslation('championship');
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className="w-14 py-2.5 pr-2 font-semibold">
            {t('common.position')}
          </th>
          <th scope="col" className="px-2 py-2.5 font-semibold">
            {nameHeading}
          </th>
          {wideColumn ? (
            <th scope="col" className="hidden px-2 py-2.5 font-semibold md:table-cell">
              {wideColumn.heading}
            </th>
          ) : null}
          <th scope="col" className="px-2 py-2.5 text-right font-semibold">
            {t('common.points')}
          </th>
          <th scope="col" className="py-2.5 pl-2 font-semibold">
            {t('common.trendHeading')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-border last:border-0">
            <td className="py-2.5 pr-2">
              <PositionBadge position={row.position} />
            </td>
            <th scope="row" className="px-2 py-2.5 font-semibold">
              {name(row)}
            </th>
            {wideColumn ? (
              <td className="hidden px-2 py-2.5 text-muted-foreground md:table-cell">{wideColumn.cell(row)}</td>
            ) : null}
            <td className="px-2 py-2.5 text-right font-display text-lg font-bold tabular-nums">{row.points}</td>
            <td className="py-2.5 pl-2">
              <TrendIndicator
                trend={row.trend}
                label={
                  row.trend === 'same' || row.previousPosition === null
                    ? t('common.trend.same')
                    : t(`common.trend.${row.trend}`, { position: row.previousPosition })
                }
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
