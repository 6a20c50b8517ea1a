import { Flag, Medal, Star, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlayerStats, PredictionSummary, ProfileResponse } from '@shared/api/players';
import { budgetUsagePercent } from '@shared/game/money';
import { formatMoney } from '@web/lib/format';
import { StatTile } from '@web/components/game/stat-tile';
import { buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** Profile stat cards: Total Points (localized), Global Rank ("#N" or "Unranked"), Rallies, Best Rally. */
export function ProfileStats({ stats }: { stats: PlayerStats }) {
  const { t, i18n } = useTranslation('player');
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatTile icon={<Trophy />} label={t('stats.totalPoints')} value={n(stats.totalPoints)} testId="profile-points" />
      <StatTile
        icon={<Medal />}
        label={t('stats.globalRank')}
        value={stats.globalRank ? t('stats.rank', { rank: n(stats.globalRank) }) : t('stats.unranked')}
        testId="profile-rank"
      />
      <StatTile icon={<Flag />} label={t('stats.rallies')} value={n(stats.rallies)} />
      <StatTile icon={<Star />} label={t('stats.bestRally')} value={t('stats.pts', { points: n(stats.bestRally) })} />
    </div>
  );
}

/** Own profile only: team name, Team Points, Budget Used of total, the usage bar capped at 100 %. */
export function FantasyTeamCard({ team }: { team: NonNullable<ProfileResponse['team']> }) {
  const { t, i18n } = useTranslation('player');
  const usage = budgetUsagePercent(team.spentBudget, team.budget);
  return (
    <Card data-testid="profile-team">
      <CardHeader>
        <CardTitle>{t('profile.teamCard.heading')}</CardTitle>
        <p className="text-sm text-muted-foreground">{team.name}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-xs font-semibold text-muted-foreground uppercase">{t('profile.teamCard.teamPoints')}</dt>
            <dd className="font-display text-2xl font-extrabold tabular-nums italic">{team.points.toLocaleString(i18n.language)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-muted-foreground uppercase">{t('profile.teamCard.budgetUsed')}</dt>
            <dd className="font-semibold tabular-nums">
              {t('profile.teamCard.budgetValue', { spent: formatMoney(team.spentBudget), total: formatMoney(team.budget) })}
            </dd>
          </div>
        </dl>
        <div>
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">{t('profile.teamCard.budgetUsage')}</span>
            <span className="font-semibold tabular-nums">{usage}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('profile.teamCard.budgetUsage')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={usage}
            className="mt-1.5 h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${usage}%` }} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

/** Own profile only: accuracy, points earned, "N of M predictions correct". */
export function PredictionStatsCard({ summary }: { summary: PredictionSummary }) {
  const { t, i18n } = useTranslation('player');
  return (
    <Card data-testid="profile-predictions">
      <CardHeader>
        <CardTitle>{t('profile.predictionCard.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-xs font-semibold text-muted-foreground uppercase">{t('profile.predictionCard.accuracy')}</dt>
            <dd className="font-display text-2xl font-extrabold tabular-nums italic">{summary.accuracy}%</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-muted-foreground uppercase">{t('profile.predictionCard.pointsEarned')}</dt>
            <dd className="font-display text-2xl font-extrabold tabular-nums italic">{summary.pointsEarned.toLocaleString(i18n.language)}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          {t('profile.predictionCard.correct', { correct: summary.correct, total: summary.total })}
        </p>
      </CardContent>
    </Card>
  );
}

/** Shown when neither the team nor the prediction card is: "Complete Your Profile" or "Limited Profile Information". */
export function ProfileHint({ own, text }: { own: boolean; text?: string }) {
  const { t } = useTranslation('player');
  return (
    <Card data-testid="profile-hint" className="p-6 text-center">
      <h2 className="text-lg font-bold">{own ? t('profile.complete.heading') : t('profile.limited.heading')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{text ?? (own ? t('profile.complete.text') : t('profile.limited.text'))}</p>
      {own ? (
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <Link to="/team" className={buttonClasses()}>
            {t('profile.complete.createTeam')}
          </Link>
          <Link to="/events" className={buttonClasses({ variant: 'outline' })}>
            {t('profile.complete.viewEvents')}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
