import type { Db } from '../../db/client';
import { authorizeLeague } from './leagues.policy';
import { findLeague, findMembership } from './leagues.repo';

/** Throws as the league reads do unless the user may view the league (the live table's authz, issue 29). */
export async function requireLeagueView(db: Db, userId: string, leagueId: number): Promise<void> {
  authorizeLeague(await findLeague(db, leagueId), await findMembership(db, leagueId, userId), 'view');
}
