import type { Db } from '../../db/client';
import type { FixtureRecord, FixtureRound, FixtureSide, LeagueFixturesResponse } from '@shared/api/leagues';
import { fixturePoints, pairingsOf, type EventDraw } from '@shared/game/head-to-head';
import { HEAD_TO_HEAD_DRAW_POINTS, HEAD_TO_HEAD_WIN_POINTS } from '@shared/constants/game';
import { pendingDraws } from '../../lib/league-fixtures.repo';
import { authorizeLeague } from './leagues.policy';
import { findLeague, findMembership } from './leagues.repo';
import { listEventScores, listFixtureEvents, listStoredFixtures, listUsernames } from './fixtures.repo';

/** Stored rows back into one draw per event (the shape the pure draw returns). */
function storedDraws(rows: Awaited<ReturnType<typeof listStoredFixtures>>): EventDraw[] {
  const byEvent = new Map<number, EventDraw>();
  for (const r of rows) {
    const draw = byEvent.get(r.eventId) ?? { eventId: r.eventId, drawEventId: 0, round: 0, sides: [] };
    draw.sides.push({ userId: r.userId, opponentId: r.opponentId, slot: r.slot });
    byEvent.set(r.eventId, draw);
  }
  return [...byEvent.values()];
}

/**
 * A head-to-head league's rounds (docs/game-rules.md §8.9): the stored draw of every passed lock, the passed
 * locks not written yet and the next event's pairing, computed by the same functions; each fixture with both
 * event scores once the results are published. The caller's record and next opponent come with it, so the
 * browser never works a result out. A classic league has no rounds.
 */
export async function getLeagueFixtures(db: Db, userId: string, leagueId: number): Promise<LeagueFixturesResponse> {
  const league = await findLeague(db, leagueId);
  authorizeLeague(league, await findMembership(db, leagueId, userId), 'view');
  if (league.format !== 'head_to_head') return { format: league.format, rounds: [], records: [], next: null };

  const draws = [...storedDraws(await listStoredFixtures(db, leagueId)), ...(await pendingDraws(db, leagueId))];
  const events = await listFixtureEvents(db, draws.map((d) => d.eventId));
  const userIds = [...new Set(draws.flatMap((d) => d.sides.map((s) => s.userId)))];
  const names = await listUsernames(db, userIds);
  const scores = new Map((await listEventScores(db, events.filter((e) => e.published).map((e) => e.id), userIds)).map((s) => [`${s.eventId}:${s.userId}`, s.points]));
  const drawOf = new Map(draws.map((d) => [d.eventId, d]));

  const records = new Map<string, FixtureRecord>();
  const record = (id: string) => {
    const r = records.get(id) ?? { userId: id, won: 0, drawn: 0, lost: 0 };
    records.set(id, r);
    return r;
  };
  const rounds: FixtureRound[] = [];
  let next: LeagueFixturesResponse['next'] = null;
  for (const event of events) {
    const draw = drawOf.get(event.id)!;
    // A member without a score in a published event scored 0 in it (§8.9).
    const side = (id: string): FixtureSide => ({
      userId: id,
      username: names.get(id) ?? null,
      points: event.published ? (scores.get(`${event.id}:${id}`) ?? 0) : null,
    });
    const fixtures: FixtureRound['fixtures'] = [];
    for (const pairing of pairingsOf(draw.sides)) {
      const home = side(pairing.home);
      const away = pairing.away === null ? null : side(pairing.away);
      fixtures.push({ home, away });
      if (away && home.points !== null && away.points !== null) {
        for (const [me, them] of [[home, away], [away, home]] as const) {
          const got = fixturePoints(me.points!, them.points!);
          const r = record(me.userId);
          if (got === HEAD_TO_HEAD_WIN_POINTS) r.won++;
          else if (got === HEAD_TO_HEAD_DRAW_POINTS) r.drawn++;
          else r.lost++;
        }
      }
    }
    const status = event.published ? 'scored' : event.locked ? 'locked' : 'upcoming';
    rounds.push({ eventId: event.id, eventName: event.name, startDate: event.startDate.toISOString(), status, fixtures });
    const mine = draw.sides.find((s) => s.userId === userId);
    if (status === 'upcoming' && mine && next === null) {
      next = {
        eventId: event.id,
        eventName: event.name,
        startDate: event.startDate.toISOString(),
        opponent: mine.opponentId === null ? null : side(mine.opponentId),
      };
    }
  }
  return { format: league.format, rounds, records: [...records.values()], next };
}
