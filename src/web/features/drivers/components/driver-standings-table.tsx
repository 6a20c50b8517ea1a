import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DriverStandingDto } from '@shared/api/championship';
import { TrendIndicator } from '@web/components/ui/trend-indicator';
import { cn } from '@web/lib/cn';

const PODIUM = [
  'bg-amber-400 text-amber-950',
  'bg-slate-300 text-slate-900',
  'bg-orange-300 text-orange-950',
];

export function DriverStandingsTable({
  standings,
  season,
}: {
  standings: DriverStandingDto[];
  season: number;
}) {
  const { t } = useTranslation('championship');
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('drivers.standingsCaption', { year: season })}</caption>
      <thead>
        <tr className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className="w-12 py-2.5 pr-2 font-semibold">
            {t('common.position')}
          </th>
          <th scope="col" className="px-2 py-2.5 font-semibold">
            {t('common.driver')}
          </th>
          <th scope="col" className="hidden px-2 py-2.5 font-semibold md:table-cell">
            {t('common.team')}
          </th>
          <th scope="col" className="px-2 py-2.5 text-right font-semibold">
            {t('common.points')}
          </th>
          <th scope="col" className="py-2.5 pl-2 font-semibold">
            {t('common.trendHeading')}
          </th>
        </tr>
      </thead>
      <tbody>
        {standings.map((s) => (
          <tr key={s.driverId} className="border-b border-border last:border-0">
            <td className="py-2.5 pr-2">
              <span
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-full font-display text-base font-bold',
                  PODIUM[s.position - 1] ?? 'bg-muted text-foreground',
                )}
              >
                {s.position}
              </span>
            </td>
            <th scope="row" className="px-2 py-2.5 font-semibold">
              <Link to={`/drivers/${s.driverId}`} className="hover:text-accent-text hover:underline">
                {s.name}
              </Link>
              {s.team ? (
                <span className="block text-xs font-normal text-muted-foreground md:hidden">{s.team}</span>
              ) : null}
            </th>
            <td className="hidden px-2 py-2.5 text-muted-foreground md:table-cell">
              {s.teamId !== null ? (
                <Link to={`/constructors/${s.teamId}`} className="hover:text-accent-text hover:underline">
                  {s.team}
                </Link>
              ) : null}
            </td>
            <td className="px-2 py-2.5 text-right font-display text-lg font-bold tabular-nums">{s.points}</td>
            <td className="py-2.5 pl-2">
              <TrendIndicator
                trend={s.trend}
                label={
                  s.trend === 'same' || s.previousPosition === null
                    ? t('common.trend.same')
                    : t(`common.trend.${s.trend}`, { position: s.previousPosition })
                }
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
