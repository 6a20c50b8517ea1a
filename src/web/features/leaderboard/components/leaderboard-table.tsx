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
}: {
  rows: LeaderboardRow[];
  caption: string;
  currentUserId: string | undefined;
  testId: string;
}) {
  const { t, i18n } = useTranslation('leagues');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="w-16 py-2 pr-2">{t('leaderboard.rank')}</th>
            <th scope="col" className="py-2 pr-2">{t('leaderboard.manager')}</th>
            <th scope="col" className="hidden py-2 pr-2 sm:table-cell">{t('leaderboard.team')}</th>
            <th scope="col" className="hidden py-2 pr-2 text-right md:table-cell">{t('leaderboard.rallies')}</th>
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
                  <div className="text-xs text-muted-foreground sm:hidden">{r.teamName ?? t('leaderboard.noTeam')}</div>
                </td>
                <td className="hidden py-2.5 pr-2 sm:table-cell">{r.teamName ?? <span className="text-muted-foreground">{t('leaderboard.noTeam')}</span>}</td>
                <td className="hidden py-2.5 pr-2 text-right tabular-nums md:table-cell">{r.rallies.toLocaleString(i18n.language)}</td>
                <td className="py-2.5 text-right font-bold tabular-nums">{r.points.toLocaleString(i18n.language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
