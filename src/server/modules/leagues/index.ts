import type { LeagueFormat } from '@shared/constants/enums';
import type { Db } from '../../db/client';
import { authorizeLeague } from './leagues.policy';
import { findLeague, findMembership } from './leagues.repo';

/** Throws as the league reads do unless the user may view the league (the live table's authz, issue 29). */
export async function requireLeagueView(db: Db, userId: string, leagueId: number): Promise<{ format: LeagueFormat }> {
  const league = await findLeague(db, leagueId);
  authorizeLeague(league, await findMembership(db, leagueId, userId), 'view');
  return { format: league.format };
}

export { listUsernames } from './fixtures.repo';
