import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSessionUser } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useLeaderboardAroundMe, useLeaderboardPages } from '../api/leaderboard-api';
import { LeaderboardSearch } from '../components/leaderboard-search';
import { LeaderboardTable } from '../components/leaderboard-table';

function Loading({ label, height = 'h-72' }: { label: string; height?: string }) {
  return (
    <div aria-busy="true">
      <span className="sr-only">{label}</span>
      <Skeleton className={height} />
    </div>
  );
}

/** The global leaderboard (issue 31 part 3): the top 100 and on by keyset pages, the places around me, a search. */
export function LeaderboardPage() {
  const { t } = useTranslation('leagues');
  useDocumentTitle(t('leaderboard.title'));
  const { user } = useSessionUser();
  const pages = useLeaderboardPages();
  const around = useLeaderboardAroundMe();
  const rows = pages.data?.pages.flatMap((p) => p.rows) ?? [];
  const ranked = pages.data?.pages[0]?.ranked ?? 0;

  return (
    <div className="space-y-6">
      <PageHeader title={t('leaderboard.title')} description={t('leaderboard.subtitle')} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:order-last">
          <Card data-testid="leaderboard-around-me">
            <CardHeader>
              <CardTitle>{t('leaderboard.around')}</CardTitle>
              <CardDescription>{t('leaderboard.aroundCaption')}</CardDescription>
            </CardHeader>
            <CardContent>
              {around.isError ? (
                <Alert tone="danger">{around.error.message}</Alert>
              ) : around.isPending ? (
                <Loading label={t('leaderboard.loading')} height="h-40" />
              ) : around.data.me ? (
                <LeaderboardTable rows={around.data.rows} caption={t('leaderboard.aroundCaption')} currentUserId={user?.id} testId="leaderboard-around-table" compact />
              ) : (
                <p className="text-sm text-muted-foreground">{t('leaderboard.unranked')}</p>
              )}
            </CardContent>
          </Card>
          <LeaderboardSearch currentUserId={user?.id} />
        </div>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('leaderboard.top')}</CardTitle>
            {ranked > 0 ? <CardDescription>{t('leaderboard.ranked', { count: ranked })}</CardDescription> : null}
          </CardHeader>
          <CardContent className="space-y-4">
            {pages.isError ? (
              <Alert tone="danger" title={t('leaderboard.error')}>
                {pages.error.message}
              </Alert>
            ) : pages.isPending ? (
              <Loading label={t('leaderboard.loading')} />
            ) : rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('leaderboard.empty')}</p>
            ) : (
              <>
                <LeaderboardTable
                  rows={rows}
                  caption={t('leaderboard.caption', { from: rows[0]!.rank, to: rows.at(-1)!.rank })}
                  currentUserId={user?.id}
                  testId="leaderboard-top"
                />
                {pages.hasNextPage ? (
                  <Button variant="outline" className="w-full sm:w-auto" loading={pages.isFetchingNextPage} loadingText={t('leaderboard.loadingMore')} onClick={() => void pages.fetchNextPage()}>
                    {t('leaderboard.more')}
                  </Button>
                ) : null}
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
