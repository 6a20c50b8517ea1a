import { LEAGUE_MESSAGES } from '@shared/api/leagues';
import type { LeagueFormat } from '@shared/constants/enums';
import type { Db } from '../../db/client';
import { authorizeLeague } from './leagues.policy';
import { findLeague, findMembership } from './leagues.repo';
import { AppError } from '../../http/app-error';

/** Throws as the league reads do unless the user may view the league (the live table's authz, issue 29). */
export async function requireLeagueView(db: Db, userId: string, leagueId: number): Promise<{ format: LeagueFormat }> {
  const league = await findLeague(db, leagueId);
  authorizeLeague(league, await findMembership(db, leagueId, userId), 'view');
  return { format: league.format };
}

/**
 * The league a member's team is read through (issue 31 part 4, docs/decisions/0211): the viewer and the member
 * must both belong to it. A private league is a 404 to outsiders as on every league read; a public one is a 404
 * too, with its own message, since members' teams are for fellow members only.
 */
export async function requireFellowMember(db: Db, viewerId: string, leagueId: number, memberId: string) {
  const [league, mine] = await Promise.all([findLeague(db, leagueId), findMembership(db, leagueId, viewerId)]);
  authorizeLeague(league, mine, 'view');
  if (!mine) throw new AppError('NOT_FOUND', LEAGUE_MESSAGES.teamsForMembers);
  if (!(await findMembership(db, leagueId, memberId))) throw new AppError('NOT_FOUND', LEAGUE_MESSAGES.memberNotFound);
  return league;
}
export { listUsernames } from './fixtures.repo';
