import type { Db } from '../../db/client';
import type { LeagueSeasonMember, LeagueSeasonResponse } from '@shared/api/league-season';
import { authorizeLeague } from './leagues.policy';
import { findLeague, findMembership, listMembers } from './leagues.repo';
import { listScoredEvents, listSeasonSteps } from './league-season.repo';

/** A numeric average as text ("13.1", "-0.0") to a number, never −0 (§1.1). */
const averageOf = (text: string): number => Number(text) || 0;

/**
 * A league's season rally by rally (docs/decisions/0212), for whoever may read the league (private: members
 * only, the same 404 as every other league read). The figures come from one set-based statement
 * (league-season.repo.ts); this only lays them out per member.
 */
export async function getLeagueSeason(db: Db, userId: string, leagueId: number, season: number): Promise<LeagueSeasonResponse> {
  const league = await findLeague(db, leagueId);
  authorizeLeague(league, await findMembership(db, leagueId, userId), 'view');
  const events = await listScoredEvents(db, season);
  const [members, steps] = await Promise.all([
    listMembers(db, leagueId),
    listSeasonSteps(
      db,
      leagueId,
      season,
      events.map((e) => e.eventId),
    ),
  ]);
  const byUser = new Map<string, LeagueSeasonMember['steps']>();
  const averages: LeagueSeasonResponse['averages'] = [];
  for (const row of steps) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ eventPoints: row.eventPoints, points: row.points, position: row.position });
    byUser.set(row.userId, list);
    if (averages.length < row.step) {
      averages.push({
        points: averageOf(row.averagePoints),
        eventPoints: row.averageEventPoints === null ? null : averageOf(row.averageEventPoints),
      });
    }
  }
  const last = events.length - 1;
  const rows: LeagueSeasonMember[] = members
    // A member who joined between the two reads has no steps yet: he shows at the next read.
    .filter((m) => events.length === 0 || byUser.has(m.userId))
    .map((m) => {
      const memberSteps = byUser.get(m.userId) ?? [];
      const now = memberSteps[last];
      const before = memberSteps[last - 1];
      return {
        userId: m.userId,
        username: m.username,
        steps: memberSteps,
        movement: now && before ? before.position - now.position : null,
      };
    });
  if (events.length > 0) rows.sort((a, b) => a.steps[last]!.position - b.steps[last]!.position);
  return { season, events, averages, members: rows };
}
