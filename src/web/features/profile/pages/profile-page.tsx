import { ArrowLeft, Trophy, UserX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AchievementsGrid } from '@web/components/game/achievements-grid';
import { StatTilesSkeleton } from '@web/components/game/stat-tile';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useProfile } from '../api/get-profile';
import { FantasyTeamCard, PredictionStatsCard, ProfileHint, ProfileStats } from '../components/profile-cards';
import { ProfileHeader } from '../components/profile-header';

function ProfileNotFound({ message }: { message: string | null }) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-border bg-card px-6 py-12 text-center shadow-sm">
      <span aria-hidden="true" className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-muted text-accent-text">
        <UserX className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-extrabold tracking-tight italic">{t('profile.notFound')}</h1>
      <p className="mt-2 text-muted-foreground">{message ?? t('profile.notFoundText')}</p>
      <Button className="mt-6" onClick={() => void navigate(-1)}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('profile.goBack')}
      </Button>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      <Skeleton className="h-40 rounded-2xl" />
      <StatTilesSkeleton />
      <Skeleton className="h-48 rounded-2xl" />
    </div>
  );
}

/** The Profile page: own (/profile, or one's own id) and another user's (/profile/{userId}). */
export function ProfilePage() {
  const { t } = useTranslation('player');
  useDocumentTitle(t('profile.title'));
  const params = useParams();
  const { user } = useSessionUser();
  const userId = params.userId ?? user?.id;
  const query = useProfile(userId);

  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return <ProfileNotFound message={error.status === 404 ? error.message : null} />;
    }
    return (
      <Alert tone="danger" title={<span role="heading" aria-level={1}>{t('profile.notFound')}</span>}>
        {error.message}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <div aria-busy="true">
        <h1 className="sr-only">{t('profile.title')}</h1>
        <ProfileSkeleton />
      </div>
    );
  }

  const profile = query.data;
  const own = profile.isOwn;
  const limited = profile.visibility === 'limited';
  const showCards = own && (profile.team || profile.predictions);
  return (
    <div className="space-y-6">
      <ProfileHeader profile={profile} />
      {profile.stats ? <ProfileStats stats={profile.stats} /> : null}
      {showCards ? (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          {profile.team ? <FantasyTeamCard team={profile.team} /> : null}
          {profile.predictions ? <PredictionStatsCard summary={profile.predictions} /> : null}
        </div>
      ) : own ? (
        <ProfileHint own />
      ) : limited ? (
        <ProfileHint own={false} text={t('profile.private')} />
      ) : profile.hasTeam ? null : (
        <ProfileHint own={false} />
      )}
      {limited ? null : (
        <Card data-testid="profile-achievements">
          <CardHeader className="flex-row items-center justify-between gap-3">
            <CardTitle>{t('achievements.recentHeading')}</CardTitle>
            {own && profile.achievementCount > profile.achievements.length ? (
              <Link to="/stats" className="text-sm font-semibold text-accent-text hover:underline">
                {t('achievements.viewAll')}
              </Link>
            ) : null}
          </CardHeader>
          <CardContent>
            {profile.achievements.length === 0 ? (
              <EmptyState icon={<Trophy />} title={own ? t('achievements.emptyOwn') : t('achievements.emptyOther')} />
            ) : (
              <AchievementsGrid achievements={profile.achievements} />
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
