import { memo, useCallback, useDeferredValue } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatTilesSkeleton } from '@web/components/game/stat-tile';
import { Alert } from '@web/components/ui/alert';
import { PageHeader } from '@web/components/ui/page-header';
import { InlineSkeleton, Skeleton } from '@web/components/ui/skeleton';
import { useSessionUser } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { LiveTeamCard } from '@web/features/live';
import { dashboardQueryOptions, useDashboard, type DashboardData } from '../api/get-dashboard';
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
  // The cards are drawn from a deferred copy of the answer. The query's update itself renders at once and in one
  // go (a store subscription); deferred, the cards' first drawing is a background render that React splits into
  // slices and pauses for a tap, where in one piece it blocked a slow phone's page for 60–120 ms (issue 30 item 19).
  const data = useDeferredValue(dashboard.data);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions.queryKey }),
    [queryClient],
  );
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
  if (data === undefined) {
    return (
      <div aria-busy="true">
        {header}
        <DashboardSkeleton />
      </div>
    );
  }
  return (
    <div>
      {header}
      <DashboardCards data={data} onLock={refresh} />
    </div>
  );
}

/** Everything under the greeting; drawn again only when the answer changes, not when the session arrives. */
const DashboardCards = memo(function DashboardCards({
  data,
  onLock,
}: {
  data: DashboardData;
  onLock: () => void;
}) {
  const next = data.upcoming[0];
  return (
    <div className="space-y-6">
      <DashboardTiles stats={data.stats} />
      <LiveTeamCard />
      {next ? (
        <NextLockCard key={next.id} event={next} drivers={data.team?.drivers ?? []} onLock={onLock} />
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
  );
});
