import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConstructorStandingDto } from '@shared/api/championship';
import { TrendIndicator } from '@web/components/ui/trend-indicator';
import { cn } from '@web/lib/cn';

const PODIUM = [
  'bg-amber-400 text-amber-950',
  'bg-slate-300 text-slate-900',
  'bg-orange-300 text-orange-950',
];

export function ConstructorStandingsTable({
  standings,
  season,
}: {
  standings: ConstructorStandingDto[];
  season: number;
}) {
  const { t } = useTranslation('championship');
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('constructors.standingsCaption', { year: season })}</caption>
      <thead>
        <tr className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
          <th scope="col" className="w-14 py-2.5 pr-2 font-semibold">
            {t('common.position')}
          </th>
          <th scope="col" className="px-2 py-2.5 font-semibold">
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
          <tr key={s.teamId} className="border-b border-border last:border-0">
            <td className="py-3 pr-2">
              <span
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-full font-display text-base font-bold',
                  PODIUM[s.position - 1] ?? 'bg-muted text-foreground',
                )}
              >
                {s.position}
              </span>
            </td>
            <th scope="row" className="px-2 py-3 font-semibold">
              <Link to={`/constructors/${s.teamId}`} className="hover:text-accent-text hover:underline">
                {s.name}
              </Link>
            </th>
            <td className="px-2 py-3 text-right font-display text-lg font-bold tabular-nums">{s.points}</td>
            <td className="py-3 pl-2">
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
