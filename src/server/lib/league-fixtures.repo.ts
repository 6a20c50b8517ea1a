import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { leagueFixtures } from '../db/schema/index';
import { drawEvents, type DrawState, type EventDraw } from '@shared/game/head-to-head';

type Conn = Db | Tx;

/**
 * Head-to-head fixtures (docs/game-rules.md §8.9, docs/decisions/0210). A league's events are the events that
 * start after it was created; each is drawn once its lock (the start, app_now()) has passed, from the draw in
 * progress and the members who joined strictly before the lock, and the rows are never rewritten.
 *
 * Nothing runs at the lock itself, so the drawing is done by whoever comes first after it: every publish (all
 * head-to-head leagues) and every membership change, before the change and under the league's row lock (that
 * league), so a member who leaves after a lock is still in that event's draw. Reads show a passed lock that
 * nobody has written yet with the same functions (`pendingDraws`) without writing.
 */

/** The rows a league's latest drawn event left, as the state its next pairing goes on from. */
async function lastStates(db: Conn, leagueIds: SQL): Promise<Map<number, DrawState>> {
  const res = (await db.execute(sql`
    WITH last AS (
      SELECT DISTINCT ON (f.league_id) f.league_id, f.event_id
      FROM league_fixtures f JOIN events e ON e.id = f.event_id
      WHERE f.league_id IN (${leagueIds})
      ORDER BY f.league_id, e.start_date DESC, e.id DESC
    )
    SELECT f.league_id, f.user_id, f.draw_event_id, f.round, f.slot
    FROM last JOIN league_fixtures f ON f.league_id = last.league_id AND f.event_id = last.event_id
    ORDER BY f.league_id, f.slot`)) as unknown as {
    rows: { league_id: number; user_id: string; draw_event_id: number; round: number; slot: number }[];
  };
  const states = new Map<number, DrawState>();
  for (const r of res.rows) {
    const state = states.get(r.league_id) ?? { drawEventId: r.draw_event_id, round: r.round, members: [] };
    state.members.push(r.user_id);
    states.set(r.league_id, state);
  }
  return states;
}

interface DueEvent {
  leagueId: number;
  eventId: number;
  membersAtLock: string[];
}

/**
 * The events of each head-to-head league (all of them, or those of `leagueIds`) that are after its latest
 * drawn event and, with `passedOnly`, whose lock has passed; each with the members at its lock in draw order
 * (join instant, then user id). Without `passedOnly` the members are today's (the next event's pairing).
 */
async function dueEvents(db: Conn, leagueIds: readonly number[] | undefined, passedOnly: boolean): Promise<DueEvent[]> {
  const only = leagueIds ? sql`AND l.id IN (${sql.join(leagueIds.map((id) => sql`${id}::int`), sql`, `)})` : sql``;
  const res = (await db.execute(sql`
    SELECT l.id AS league_id, e.id AS event_id,
           array(SELECT lm.user_id FROM league_members lm
                 WHERE lm.league_id = l.id AND lm.joined_at < e.start_date
                 ORDER BY lm.joined_at, lm.user_id COLLATE "C") AS members
    FROM leagues l
    LEFT JOIN LATERAL (
      SELECT e2.start_date, e2.id FROM league_fixtures f JOIN events e2 ON e2.id = f.event_id
      WHERE f.league_id = l.id ORDER BY e2.start_date DESC, e2.id DESC LIMIT 1
    ) last ON true
    JOIN events e ON e.start_date > l.created_at
      AND (last.id IS NULL OR (e.start_date, e.id) > (last.start_date, last.id))
      ${passedOnly ? sql`AND e.start_date <= app_now()` : sql``}
    WHERE l.format = 'head_to_head' ${only}
    ORDER BY l.id, e.start_date, e.id`)) as unknown as { rows: { league_id: number; event_id: number; members: string[] }[] };
  return res.rows.map((r) => ({ leagueId: r.league_id, eventId: r.event_id, membersAtLock: r.members }));
}

/** Draws the due events of each league in turn from its stored state (pure: src/shared/game/head-to-head.ts). */
async function drawDue(db: Conn, due: DueEvent[]): Promise<Map<number, EventDraw[]>> {
  const out = new Map<number, EventDraw[]>();
  if (due.length === 0) return out;
  const leagueIds = [...new Set(due.map((d) => d.leagueId))];
  const states = await lastStates(db, sql.join(leagueIds.map((id) => sql`${id}::int`), sql`, `));
  for (const leagueId of leagueIds) {
    const events = due.filter((d) => d.leagueId === leagueId);
    out.set(leagueId, drawEvents(states.get(leagueId) ?? null, events));
  }
  return out;
}

/** Rows per insert: seven parameters each, well under PostgreSQL's 65,535. */
const CHUNK = 5000;

/**
 * Writes the fixtures of every passed lock not drawn yet, for all head-to-head leagues or those of
 * `leagueIds`. Three reads and the inserts, however many leagues. A row already there (two writers at once
 * compute the same rows) is left as it is. Returns the rows written.
 */
export async function drawDueFixtures(db: Conn, leagueIds?: readonly number[]): Promise<number> {
  if (leagueIds?.length === 0) return 0;
  const draws = await drawDue(db, await dueEvents(db, leagueIds, true));
  const rows = [...draws].flatMap(([leagueId, list]) =>
    list.flatMap((d) =>
      d.sides.map((s) => ({
        leagueId,
        eventId: d.eventId,
        userId: s.userId,
        opponentId: s.opponentId,
        drawEventId: d.drawEventId,
        round: d.round,
        slot: s.slot,
      })),
    ),
  );
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const res = await db.insert(leagueFixtures).values(rows.slice(i, i + CHUNK)).onConflictDoNothing().returning({ userId: leagueFixtures.userId });
    written += res.length;
  }
  return written;
}

/**
 * One league's draws not written yet, without writing: the passed locks nobody has drawn (between a lock and
 * the next publish) and the next event's pairing with today's members. The next one is provisional: a member
 * who joins before its lock changes it.
 */
export async function pendingDraws(db: Conn, leagueId: number): Promise<EventDraw[]> {
  const due = await dueEvents(db, [leagueId], false);
  const passed = await dueEvents(db, [leagueId], true);
  const upcoming = due.slice(passed.length, passed.length + 1);
  if (upcoming[0]) {
    // Everyone who is a member now plays the next event (a joiner enters at the next lock).
    const res = (await db.execute(
      sql`SELECT array(SELECT user_id FROM league_members WHERE league_id = ${leagueId}::int ORDER BY joined_at, user_id COLLATE "C") AS members`,
    )) as unknown as { rows: { members: string[] }[] };
    upcoming[0] = { ...upcoming[0], membersAtLock: res.rows[0]?.members ?? [] };
  }
  return (await drawDue(db, [...passed, ...upcoming])).get(leagueId) ?? [];
}
