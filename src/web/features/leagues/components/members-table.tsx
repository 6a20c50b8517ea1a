import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FixtureRecord, LeagueMember } from '@shared/api/leagues';
import type { LeagueFormat } from '@shared/constants/enums';
import type { LeagueLiveResponse, LeagueLiveRow } from '@shared/api/live';
import { LiveMovement, ProvisionalHeader } from '@web/features/live';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { UserAvatar } from './user-avatar';
import { formatDate } from '@web/lib/format-date';

/**
 * While an event is live the rows follow the provisional order, each with its movement since the previous stage,
 * and a provisional column joins the official points (issue 29); members the live read does not list come last.
 */
function orderRows(members: LeagueMember[], live: LeagueLiveResponse | null): { member: LeagueMember; live: LeagueLiveRow | null }[] {
  if (!live) return members.map((member) => ({ member, live: null }));
  const byUser = new Map(live.rows.map((row) => [row.userId, row]));
  return [...members]
    .map((member) => ({ member, live: byUser.get(member.userId) ?? null }))
    .sort((a, b) => (a.live?.provisionalPosition ?? Infinity) - (b.live?.provisionalPosition ?? Infinity));
}

/**
 * The league's members table: rank, user (avatar or initials, Admin badge), team or "No team yet", points, joined.
 * A head-to-head league (docs/game-rules.md §8.9) shows its league points and each member's won-drawn-lost
 * first, and the points as fantasy points.
 */
export function MembersTable({
  members,
  leagueId,
  leagueName,
  currentUserId,
  live = null,
  format = 'classic',
  records,
}: {
  members: LeagueMember[];
  leagueId: number;
  leagueName: string;
  currentUserId: string | undefined;
  live?: LeagueLiveResponse | null;
  format?: LeagueFormat;
  records?: readonly FixtureRecord[] | undefined;
}) {
  const { t, i18n } = useTranslation('leagues');
  // Another member's team opens beside mine (issue 31 part 4); my own row keeps plain text.
  const team = (m: LeagueMember) =>
    m.teamName === null ? null : m.userId === currentUserId ? (
      m.teamName
    ) : (
      <Link
        to={`/leagues/${leagueId}/members/${encodeURIComponent(m.userId)}`}
        aria-label={t('rival.open', { name: m.username, team: m.teamName })}
        className="inline-flex min-h-6 items-center font-medium text-accent-text underline-offset-2 hover:underline"
        data-testid="league-member-team"
      >
        {m.teamName}
      </Link>
    );
  const rows = orderRows(members, live);
  const h2h = format === 'head_to_head';
  const recordOf = new Map((records ?? []).map((r) => [r.userId, r]));
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('table.caption', { name: leagueName })}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="w-14 py-2 pr-2">{t('table.rank')}</th>
            <th scope="col" className="py-2 pr-2">{t('table.manager')}</th>
            <th scope="col" className="hidden py-2 pr-2 sm:table-cell">{t('table.team')}</th>
            {h2h ? (
              <>
                <th scope="col" className="py-2 pr-2 text-right">
                  <abbr title={t('table.leaguePointsLabel')} className="no-underline">{t('table.leaguePoints')}</abbr>
                </th>
                <th scope="col" className="hidden py-2 pr-2 text-right whitespace-nowrap sm:table-cell">{t('table.record')}</th>
              </>
            ) : null}
            {/* While a rally runs a phone shows the provisional column in the official one's place. */}
            {/* A head-to-head table keeps its fantasy points under the name on phones, so its columns fit 375 px. */}
            <th scope="col" className={cn('py-2 pr-2 text-right', (live || h2h) && 'hidden sm:table-cell')}>
              {h2h ? <abbr title={t('table.fantasyPointsLabel')} className="no-underline">{t('table.fantasyPoints')}</abbr> : t('table.points')}
            </th>
            {live ? (
              <th scope="col" className="py-2 pr-2 text-right">
                <ProvisionalHeader live={live} />
              </th>
            ) : null}
            <th scope="col" className="hidden py-2 text-right md:table-cell">{t('table.joined')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ member: m, live: l }) => (
            <tr key={m.userId} data-testid="league-member" className="border-b border-border last:border-0">
              <td className="py-3 pr-2 align-top">
                <span className="font-display text-lg font-extrabold italic">
                  {l ? l.provisionalPosition : (m.position ?? t('table.unranked'))}
                </span>
                {l ? <LiveMovement movement={l.movement} /> : null}
              </td>
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
                    <div className="text-xs text-muted-foreground sm:hidden">{team(m) ?? t('table.noTeam')}</div>
                    {h2h ? (
                      <div className="text-xs text-muted-foreground sm:hidden" data-testid="league-member-fantasy-line">
                        {t('table.fantasyLine', { count: m.points, points: m.points.toLocaleString(i18n.language) })}
                      </div>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="hidden py-3 pr-2 sm:table-cell">
                {team(m) ?? <span className="text-muted-foreground italic">{t('table.noTeam')}</span>}
              </td>
              {h2h ? (
                <>
                  <td className="py-3 pr-2 text-right font-display text-lg font-extrabold tabular-nums" data-testid="league-member-match-points">
                    {m.matchPoints.toLocaleString(i18n.language)}
                  </td>
                  <td className="hidden py-3 pr-2 text-right whitespace-nowrap text-muted-foreground tabular-nums sm:table-cell">
                    {(() => {
                      const r = recordOf.get(m.userId);
                      return `${r?.won ?? 0}-${r?.drawn ?? 0}-${r?.lost ?? 0}`;
                    })()}
                  </td>
                </>
              ) : null}
              <td className={cn('py-3 pr-2 text-right tabular-nums', h2h ? 'text-muted-foreground' : 'font-bold', (live || h2h) && 'hidden sm:table-cell')}>
                {m.points.toLocaleString(i18n.language)}
              </td>
              {live ? (
                <td className="py-3 pr-2 text-right tabular-nums" data-testid="league-member-provisional">
                  {l ? (
                    <>
                      <span className="font-bold text-accent-text">{l.provisionalPoints.toLocaleString(i18n.language)}</span>
                      {l.provisionalEventPoints !== null ? (
                        <span className="block text-xs text-muted-foreground">
                          {l.provisionalEventPoints >= 0 ? '+' : ''}
                          {l.provisionalEventPoints.toLocaleString(i18n.language)}
                        </span>
                      ) : null}
                    </>
                  ) : (
                    '–'
                  )}
                </td>
              ) : null}
              <td className="hidden py-3 text-right text-muted-foreground md:table-cell">{formatDate(m.joinedAt, 'date', i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
