import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AchievementGoals } from '@web/components/game/achievement-goals';
import { AchievementsGrid } from '@web/components/game/achievements-grid';
import { StatTilesSkeleton } from '@web/components/game/stat-tile';
import { Alert } from '@web/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useStatistics } from '../api/get-statistics';
import { ActivityList } from '../components/activity-list';
import { LeaguePerformance } from '../components/league-performance';
import { PointsPerEvent } from '../components/points-per-event';
import { PredictionAccuracy } from '../components/prediction-accuracy';
import { StatsCards } from '../components/stats-cards';

function StatsSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <StatTilesSkeleton />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

/** The Statistics page, with real recent activity and the season's points per rally (issue 13). */
export function StatsPage() {
  const { t } = useTranslation('player');
  const title = t('statsPage.title');
  useDocumentTitle(title);
  const stats = useStatistics();
  const header = <PageHeader title={title} description={t('statsPage.subtitle')} />;

  if (stats.isPending) {
    return (
      <div aria-busy="true">
        {header}
        <StatsSkeleton />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div>
        {header}
        <Alert tone="danger" title={t('statsPage.error')}>
          {stats.error.message}
        </Alert>
      </div>
    );
  }
  const data = stats.data;
  return (
    <div>
      {header}
      <div className="space-y-6">
        <StatsCards stats={data.stats} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <LeaguePerformance leagues={data.leagues} />
          <PredictionAccuracy summary={data.predictions} scored={data.scoredPredictions} />
        </div>
        <PointsPerEvent season={data.season} data={data.pointsPerEvent} />
        <Card data-testid="stats-achievements">
          <CardHeader>
            <CardTitle>{t('achievements.heading')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.achievements.length === 0 ? (
              <EmptyState icon={<Trophy />} title={t('achievements.emptyOwn')} description={t('achievements.emptyHint')} />
            ) : (
              <AchievementsGrid achievements={data.achievements} />
            )}
            <AchievementGoals earnedIds={data.achievements.map((a) => a.id)} />
          </CardContent>
        </Card>
        <ActivityList activity={data.activity} />
      </div>
    </div>
  );
}
