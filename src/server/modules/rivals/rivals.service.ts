import { LEAGUE_MESSAGES } from '@shared/api/leagues';
import type { RivalEvent, RivalQuery, RivalResponse, RivalSide } from '@shared/api/rivals';
import { captainBonus } from '@shared/game/captain';
import { compareLineups, type HeldDriver } from '@shared/game/rival-comparison';
import { COMMON_MESSAGES } from '@shared/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { scoredLineup } from '../../lib/scored-lineup.repo';
import { requireFellowMember } from '../leagues/index';
import { eventLock, findManagers, lockedEvents, type LockedEventRow, type MemberRow } from './rivals.repo';

const iso = (value: Date | string): string => new Date(value).toISOString();

const toEvent = (e: LockedEventRow): RivalEvent => ({
  eventId: e.event_id,
  name: e.name,
  startDate: iso(e.start_date),
  scored: e.scored,
  myPoints: e.my_points,
  theirPoints: e.their_points,
});

/** One manager's lineup at the event's lock, as the engine scored it (the explain views' read). */
async function sideAt(db: Db, manager: MemberRow | undefined, event: RivalEvent, teamPoints: number | null): Promise<{ side: RivalSide | null; held: HeldDriver[] }> {
  if (!manager?.team_id || !manager.team_name) return { side: null, held: [] };
  const lineup = await scoredLineup(db, manager.team_id, event.eventId);
  const held = lineup.map((d) => ({
    driverId: d.driver_id,
    name: d.name,
    // Until the publish no point is shown; once scored, a held driver not entered scores 0 (§4.8).
    points: event.scored ? (d.fantasy_points ?? 0) : null,
    captain: d.is_captain,
  }));
  const drivers = held
    .map((d) => ({ ...d, captainBonus: d.points === null ? null : captainBonus({ points: d.points, captain: d.captain }) }))
    .sort((a, b) => (b.points ?? 0) - (a.points ?? 0) || a.name.localeCompare(b.name));
  return { side: { teamName: manager.team_name, teamPoints: event.scored ? teamPoints : null, drivers }, held };
}

/**
 * A fellow member's team beside mine (issue 31 part 4, docs/game-rules.md §8.11, docs/decisions/0211). Checks,
 * each before any read of a team: both of us members of the league (404, requireFellowMember), the event asked
 * for (404 unknown, 403 not locked yet).
 */
export async function getRival(db: Db, viewerId: string, leagueId: number, memberId: string, query: RivalQuery): Promise<RivalResponse> {
  const league = await requireFellowMember(db, viewerId, leagueId, memberId);
  if (query.eventId !== undefined) {
    const lock = await eventLock(db, query.eventId);
    if (!lock) throw new AppError('NOT_FOUND', COMMON_MESSAGES.eventNotFound);
    if (!lock.locked) throw new AppError('FORBIDDEN', LEAGUE_MESSAGES.rivalNotLocked);
  }

  const [managers, locked] = await Promise.all([findManagers(db, [viewerId, memberId]), lockedEvents(db, viewerId, memberId)]);
  const me = managers.find((m) => m.user_id === viewerId);
  const them = managers.find((m) => m.user_id === memberId)!;
  const events = locked.map(toEvent);
  // The event was checked locked above; the list read is a moment later, so it is there too.
  const event = (query.eventId === undefined ? events[0] : events.find((e) => e.eventId === query.eventId)) ?? null;
  const member = { userId: them.user_id, username: them.username, avatarUrl: them.avatar_url, isMe: memberId === viewerId };
  if (!event) return { league: { id: league.id, name: league.name }, member, events, event: null, me: null, them: null, comparison: [] };

  const [mySide, theirSide] = await Promise.all([sideAt(db, me, event, event.myPoints), sideAt(db, them, event, event.theirPoints)]);
  return {
    league: { id: league.id, name: league.name },
    member,
    events,
    event,
    me: mySide.side,
    them: theirSide.side,
    comparison: compareLineups(mySide.held, theirSide.held, event.scored),
  };
}
