import { AppError } from '../../http/app-error';
import { LEAGUE_MESSAGES } from '@shared/api/leagues';
import type { LeagueRow, MembershipRow } from './leagues.repo';

/**
 * Who may do what with one league (docs/decisions/0060). Every league service calls
 * `authorizeLeague` first, on the league row and the caller's membership it has just read (under the
 * league lock for writes), before any other work:
 *
 * | action   | allowed for                   | refused                                                   |
 * |----------|-------------------------------|-----------------------------------------------------------|
 * | `view`   | public: everyone; private: members | private outsider: 404, exactly like a missing league |
 * | `leave`  | members                       | private outsider 404; public outsider 403                 |
 * | `manage` | league admins                 | private outsider 404; anyone else 403                     |
 *
 * Site admins have no extra league rights: a private league is private from them too.
 */
export type LeagueAction = 'view' | 'leave' | 'manage';

export function authorizeLeague(
  league: LeagueRow | undefined,
  membership: MembershipRow | undefined,
  action: LeagueAction,
): asserts league is LeagueRow {
  // Missing and "private and not yours" are one answer, so ids cannot be probed for private leagues.
  if (!league || (league.type === 'private' && !membership)) {
    throw new AppError('NOT_FOUND', LEAGUE_MESSAGES.notFound);
  }
  if (action === 'leave' && !membership) throw new AppError('FORBIDDEN', LEAGUE_MESSAGES.notMember);
  if (action === 'manage' && !membership?.isAdmin) throw new AppError('FORBIDDEN', LEAGUE_MESSAGES.notAdmin);
}

/** What the viewer may read of the invite code: members of a private league, and the league's admins. */
export function mayReadInviteCode(league: LeagueRow, membership: MembershipRow | undefined): boolean {
  return Boolean(membership && (league.type === 'private' || membership.isAdmin));
}
