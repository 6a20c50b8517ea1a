import { Flag, Medal, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlayerStats } from '@shared/api/players';
import { StatTile } from '@web/components/game/stat-tile';

/** Statistics cards: Total Points, Global Rank (dash if none), Best Rally in pts, Leagues. */
export function StatsCards({ stats }: { stats: PlayerStats }) {
  const { t, i18n } = useTranslation('player');
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatTile
        icon={<Flag />}
        label={t('stats.totalPoints')}
        value={n(stats.totalPoints)}
        hint={t('stats.earnedFrom', { count: stats.rallies })}
        testId="stats-points"
      />
      <StatTile
        icon={<Medal />}
        label={t('stats.globalRank')}
        value={stats.globalRank ? t('stats.rank', { rank: n(stats.globalRank) }) : '–'}
        hint={t('stats.outOfAll')}
        testId="stats-rank"
      />
      <StatTile
        icon={<Star />}
        label={t('stats.bestRally')}
        value={t('stats.pts', { points: n(stats.bestRally) })}
        hint={t('stats.bestRallyHint')}
        testId="stats-best"
      />
      <StatTile icon={<Users />} label={t('stats.leagues')} value={n(stats.leagues)} hint={t('stats.leaguesHint')} testId="stats-leagues" />
    </div>
  );
}
