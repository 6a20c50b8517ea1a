import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatTilesSkeleton } from '@web/components/game/stat-tile';
import { Alert } from '@web/components/ui/alert';
import { PageHeader } from '@web/components/ui/page-header';
import { InlineSkeleton, Skeleton } from '@web/components/ui/skeleton';
import { useSessionUser } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { LiveTeamCard } from '@web/features/live';
import { dashboardQueryOptions, useDashboard } from '../api/get-dashboard';
import { DashboardTiles } from '../components/dashboard-tiles';
import { LastScoredCard } from '../components/last-scored-card';
import { LeaguesCard } from '../components/leagues-card';
import { NextLockCard } from '../components/next-lock-card';
import { TeamCard } from '../components/team-card';
import { UpcomingCard } from '../components/upcoming-card';

function DashboardSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <StatTilesSkeleton />
      <Skeleton className="h-28 rounded-2xl" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}

/** The Dashboard screen, plus the next deadline and the last scored rally explained (issue 13). */
export function DashboardPage() {
  const { t } = useTranslation('player');
  const { user, isLoading: sessionLoading } = useSessionUser();
  const queryClient = useQueryClient();
  useDocumentTitle(t('dashboard.title'));
  const dashboard = useDashboard();
  const name = user?.username || t('dashboard.fallbackName');
  // Usernames have no spaces: let a long one wrap anywhere rather than widen a phone screen.
  const header = (
    <PageHeader
      title={
        // Drawn before the session has answered on a prerendered page (decision 0180): no name to greet yet.
        sessionLoading ? (
          <>
            <span className="sr-only">{t('dashboard.title')}</span>
            <InlineSkeleton className="h-[0.8em] w-[11ch]" />
          </>
        ) : (
          <span className="[overflow-wrap:anywhere]">{t('dashboard.greeting', { name })}</span>
        )
      }
      description={t('dashboard.subtitle')}
    />
  );

  if (dashboard.isPending) {
    return (
      <div aria-busy="true">
        {header}
        <DashboardSkeleton />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div>
        {header}
        <Alert tone="danger" title={t('dashboard.error')}>
          {dashboard.error.message}
        </Alert>
      </div>
    );
  }

  const data = dashboard.data;
  const next = data.upcoming[0];
  return (
    <div>
      {header}
      <div className="space-y-6">
        <DashboardTiles stats={data.stats} />
        <LiveTeamCard />
        {next ? (
          <NextLockCard
            key={next.id}
            event={next}
            drivers={data.team?.drivers ?? []}
            onLock={() => void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey })}
          />
        ) : null}
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <TeamCard team={data.team} />
          <LastScoredCard event={data.lastScored} />
        </div>
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <UpcomingCard events={data.upcoming} />
          {data.leagues.length > 0 ? <LeaguesCard leagues={data.leagues} /> : null}
        </div>
      </div>
    </div>
  );
}
