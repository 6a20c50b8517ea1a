import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LeagueMember } from '@shared/api/leagues';
import { Badge } from '@web/components/ui/badge';
import { UserAvatar } from './user-avatar';
import { formatDate } from '@web/lib/format-date';

/** The league's members table: rank, user (avatar or initials, Admin badge), team or "No team yet", points, joined. */
export function MembersTable({ members, leagueName, currentUserId }: { members: LeagueMember[]; leagueName: string; currentUserId: string | undefined }) {
  const { t, i18n } = useTranslation('leagues');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('table.caption', { name: leagueName })}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="w-14 py-2 pr-2">{t('table.rank')}</th>
            <th scope="col" className="py-2 pr-2">{t('table.manager')}</th>
            <th scope="col" className="hidden py-2 pr-2 sm:table-cell">{t('table.team')}</th>
            <th scope="col" className="py-2 pr-2 text-right">{t('table.points')}</th>
            <th scope="col" className="hidden py-2 text-right md:table-cell">{t('table.joined')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.userId} data-testid="league-member" className="border-b border-border last:border-0">
              <td className="py-3 pr-2 font-display text-lg font-extrabold italic">{m.position ?? t('table.unranked')}</td>
              <td className="py-3 pr-2">
                <div className="flex min-w-0 items-center gap-3">
                  <UserAvatar name={m.username} url={m.avatarUrl} />
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-1.5">
                      <Link to={`/profile/${encodeURIComponent(m.userId)}`} className="font-semibold break-all hover:underline">
                        {m.username}
                      </Link>
                      {m.userId === currentUserId ? <span className="text-xs text-muted-foreground">({t('table.you')})</span> : null}
                      {m.isAdmin ? <Badge tone="brand">{t('table.admin')}</Badge> : null}
                    </div>
                    {/* On phones the team sits under the name instead of in its own column. */}
                    <div className="text-xs text-muted-foreground sm:hidden">{m.teamName ?? t('table.noTeam')}</div>
                  </div>
                </div>
              </td>
              <td className="hidden py-3 pr-2 sm:table-cell">
                {m.teamName ?? <span className="text-muted-foreground italic">{t('table.noTeam')}</span>}
              </td>
              <td className="py-3 pr-2 text-right font-bold tabular-nums">{m.points.toLocaleString(i18n.language)}</td>
              <td className="hidden py-3 text-right text-muted-foreground md:table-cell">{formatDate(m.joinedAt, 'date', i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
