import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LeaderboardRow } from '@shared/api/leaderboard';
import { cn } from '@web/lib/cn';

/**
 * Rows of the global leaderboard: rank, manager (the team under the name on phones), rallies, points. My own row
 * is marked in words as well as colour.
 */
export function LeaderboardTable({
  rows,
  caption,
  currentUserId,
  testId,
  compact = false,
}: {
  rows: LeaderboardRow[];
  caption: string;
  currentUserId: string | undefined;
  testId: string;
  /** In a narrow side card: the team always under the name, no rallies column, whatever the screen's width. */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('leagues');
  const wide = compact ? 'hidden' : 'hidden sm:table-cell';
  const wider = compact ? 'hidden' : 'hidden md:table-cell';
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="w-16 py-2 pr-2">{t('leaderboard.rank')}</th>
            <th scope="col" className="py-2 pr-2">{t('leaderboard.manager')}</th>
            <th scope="col" className={cn(wide, 'py-2 pr-2')}>{t('leaderboard.team')}</th>
            <th scope="col" className={cn(wider, 'py-2 pr-2 text-right')}>{t('leaderboard.rallies')}</th>
            <th scope="col" className="py-2 text-right">{t('leaderboard.points')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const mine = r.userId === currentUserId;
            return (
              <tr key={r.userId} data-testid="leaderboard-row" className={cn('border-b border-border last:border-0', mine && 'bg-accent/40')}>
                <td className="py-2.5 pr-2 font-display text-lg font-extrabold italic tabular-nums">{r.rank.toLocaleString(i18n.language)}</td>
                <td className="py-2.5 pr-2">
                  <Link to={`/profile/${encodeURIComponent(r.userId)}`} className="font-semibold break-all hover:underline">
                    {r.username}
                  </Link>
                  {mine ? <span className="ml-1 text-xs text-muted-foreground">({t('leaderboard.you')})</span> : null}
                  <div className={cn('text-xs text-muted-foreground', !compact && 'sm:hidden')}>{r.teamName ?? t('leaderboard.noTeam')}</div>
                </td>
                <td className={cn(wide, 'py-2.5 pr-2')}>{r.teamName ?? <span className="text-muted-foreground">{t('leaderboard.noTeam')}</span>}</td>
                <td className={cn(wider, 'py-2.5 pr-2 text-right tabular-nums')}>{r.rallies.toLocaleString(i18n.language)}</td>
                <td className="py-2.5 text-right font-bold tabular-nums">{r.points.toLocaleString(i18n.language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
