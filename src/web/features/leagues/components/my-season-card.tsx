import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeagueSeasonResponse } from '@shared/api/league-season';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import type { MySeasonPoint } from './my-season-chart';
import { formatAverage } from './season-table';

// recharts, in the chunk the statistics and driver charts share, loaded only when this card shows.
const MySeasonChart = lazy(() => import('./my-season-chart').then((m) => ({ default: m.MySeasonChart })));

/**
 * My season in this league: my place and points after each rally beside the league's average. The chart is
 * for the eye; the sentence says where I stand now, and the table beside the card has every figure.
 */
export function MySeasonCard({ season, userId }: { season: LeagueSeasonResponse; userId: string | undefined }) {
  const { t, i18n } = useTranslation('leagues');
  const me = season.members.find((m) => m.userId === userId);
  const data = useMemo<MySeasonPoint[]>(
    () =>
      (me?.steps ?? []).map((s, i) => ({
        label: t('season.round', { round: season.events[i]!.round }),
        title: season.events[i]!.name,
        points: s.points,
        average: season.averages[i]!.points,
        position: s.position,
      })),
    [me, season, t],
  );
  const now = data.at(-1);
  if (!me || !now) return null;
  return (
    <Card className="p-5" data-testid="my-season">
      <h2 className="text-lg font-bold">{t('season.mine')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('season.mineNow', {
          event: now.title,
          position: now.position,
          total: season.members.length,
          points: now.points.toLocaleString(i18n.language),
          average: formatAverage(now.average, i18n.language),
        })}
      </p>
      <div className="mt-3" aria-hidden="true">
        <Suspense fallback={<Skeleton className="h-[240px]" />}>
          <MySeasonChart
            data={data}
            memberCount={season.members.length}
            labels={{ points: t('season.chart.points'), average: t('season.chart.average'), position: t('season.chart.position') }}
          />
        </Suspense>
      </div>
    </Card>
  );
}
