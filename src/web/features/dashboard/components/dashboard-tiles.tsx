import { Flag, Medal, Star, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlayerStats } from '@shared/api/players';
import { StatTile } from '@web/components/game/stat-tile';
import { formatNumber } from '@web/lib/format';

/** Dashboard tiles: Global Rank ("#n" or "Unranked"), Total Points, Best Rally (pts), Rallies. */
export function DashboardTiles({ stats }: { stats: PlayerStats }) {
  const { t, i18n } = useTranslation('player');
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatTile
        icon={<Medal />}
        label={t('stats.globalRank')}
        value={stats.globalRank ? t('stats.rank', { rank: n(stats.globalRank) }) : t('stats.unranked')}
        testId="tile-rank"
      />
      <StatTile
        icon={<Trophy />}
        label={t('stats.totalPoints')}
        value={n(stats.totalPoints)}
        testId="tile-points"
      />
      <StatTile
        icon={<Star />}
        label={t('stats.bestRally')}
        value={t('stats.pts', { points: n(stats.bestRally) })}
        testId="tile-best"
      />
      <StatTile icon={<Flag />} label={t('stats.rallies')} value={n(stats.rallies)} testId="tile-rallies" />
    </div>
  );
}
