import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LeagueSeasonResponse } from '@shared/api/league-season';
import { Alert } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { MySeasonCard } from './my-season-card';
import { SeasonTable } from './season-table';

/** The "Rally by rally" tab: loading, failure, a season with no rally scored yet, or my chart and the table. */
export function SeasonView({
  query,
  leagueName,
  currentUserId,
}: {
  query: UseQueryResult<LeagueSeasonResponse>;
  leagueName: string;
  currentUserId: string | undefined;
}) {
  const { t } = useTranslation('leagues');
  if (query.isError) {
    return (
      <Alert tone="danger" title={t('season.errorHeading')}>
        {query.error.message}
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" data-testid="season-loading">
        <span className="sr-only">{t('season.loading')}</span>
        <Skeleton className="h-64" />
      </div>
    );
  }
  const season = query.data;
  if (season.events.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">{t('season.empty', { season: season.season })}</p>;
  }
  return (
    <div className="space-y-5">
      <MySeasonCard season={season} userId={currentUserId} />
      <SeasonTable season={season} leagueName={leagueName} currentUserId={currentUserId} />
    </div>
  );
}
