import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventPoints } from '@shared/api/players';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

// recharts is the heaviest piece of the page: its chunk loads after the page has shown.
const SeasonPointsChart = lazy(() => import('./season-points-chart').then((m) => ({ default: m.SeasonPointsChart })));

/** Points per scored rally of the season: a chart for the eye and the same figures as a table for everyone. */
export function PointsPerEvent({ season, data }: { season: number; data: EventPoints[] }) {
  const { t } = useTranslation('player');
  return (
    <Card data-testid="stats-chart">
      <CardHeader>
        <CardTitle>{t('statsPage.chart.heading')}</CardTitle>
        <CardDescription>{t('statsPage.chart.description', { season })}</CardDescription>
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('statsPage.chart.empty')}</p>
        ) : (
          <>
            <div aria-hidden="true">
              <Suspense fallback={<Skeleton className="h-[260px]" />}>
                <SeasonPointsChart data={data} />
              </Suspense>
            </div>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-semibold text-accent-text">{t('statsPage.chart.tableCaption', { season })}</summary>
              <table className="mt-2 w-full">
                <caption className="sr-only">{t('statsPage.chart.tableCaption', { season })}</caption>
                <thead>
                  <tr className="border-b border-border text-left text-xs text-muted-foreground uppercase">
                    <th scope="col" className="py-1.5 pr-2">{t('statsPage.chart.rally')}</th>
                    <th scope="col" className="py-1.5 pr-2 text-right">{t('statsPage.chart.team')}</th>
                    <th scope="col" className="py-1.5 pr-2 text-right">{t('statsPage.chart.prediction')}</th>
                    <th scope="col" className="py-1.5 text-right">{t('statsPage.chart.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((e) => (
                    <tr key={e.eventId} className="border-b border-border last:border-0">
                      <td className="py-1.5 pr-2">
                        {/* Each scored rally is explained driver by driver and rule by rule (issue 31 part 5). */}
                        <Link to={`/explain/${e.eventId}`} className="font-semibold text-accent-text hover:underline">
                          {e.name}
                        </Link>
                      </td>
                      <td className="py-1.5 pr-2 text-right tabular-nums">{e.teamPoints ?? '–'}</td>
                      <td className="py-1.5 pr-2 text-right tabular-nums">{e.predictionPoints ?? '–'}</td>
                      <td className="py-1.5 text-right font-bold tabular-nums">{e.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}
