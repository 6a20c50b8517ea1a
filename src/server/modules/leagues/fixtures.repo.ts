import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

type Conn = Db | Tx;

export interface StoredFixtureRow {
  eventId: number;
  userId: string;
  opponentId: string | null;
  slot: number;
}

/** A league's stored fixtures, one row per side, by event then slot (docs/game-rules.md §8.9). */
export async function listStoredFixtures(db: Conn, leagueId: number): Promise<StoredFixtureRow[]> {
  const res = (await db.execute(sql`
    SELECT f.event_id, f.user_id, f.opponent_id, f.slot
    FROM league_fixtures f WHERE f.league_id = ${leagueId}::int
    ORDER BY f.event_id, f.slot`)) as unknown as { rows: { event_id: number; user_id: string; opponent_id: string | null; slot: number }[] };
  return res.rows.map((r) => ({ eventId: r.event_id, userId: r.user_id, opponentId: r.opponent_id, slot: r.slot }));
}

export interface FixtureEventRow {
  id: number;
  name: string;
  startDate: Date;
  locked: boolean;
  published: boolean;
}

/** The events named, with whether their lock has passed (the clock) and their results are published. */
export async function listFixtureEvents(db: Conn, eventIds: readonly number[]): Promise<FixtureEventRow[]> {
  if (eventIds.length === 0) return [];
  const res = (await db.execute(sql`
    SELECT id, name, start_date, start_date <= app_now() AS locked, results_published_at IS NOT NULL AS published
    FROM events WHERE id IN (${sql.join(eventIds.map((id) => sql`${id}::int`), sql`, `)})
    ORDER BY start_date, id`)) as unknown as {
    rows: { id: number; name: string; start_date: string | Date; locked: boolean; published: boolean }[];
  };
  return res.rows.map((r) => ({ id: r.id, name: r.name, startDate: new Date(r.start_date), locked: r.locked, published: r.published }));
}

/** Each member's score in each of the events (absent: no score, i.e. 0 once the event is published). */
export async function listEventScores(db: Conn, eventIds: readonly number[], userIds: readonly string[]) {
  if (eventIds.length === 0 || userIds.length === 0) return [];
  const res = (await db.execute(sql`
    SELECT user_id, event_id, points FROM manager_event_scores
    WHERE event_id IN (${sql.join(eventIds.map((id) => sql`${id}::int`), sql`, `)})
      AND user_id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`)) as unknown as {
    rows: { user_id: string; event_id: number; points: number }[];
  };
  return res.rows.map((r) => ({ userId: r.user_id, eventId: r.event_id, points: Number(r.points) }));
}

/** Usernames of the ids (an account deleted since has none). */
export async function listUsernames(db: Conn, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const res = (await db.execute(sql`
    SELECT id, username FROM users WHERE id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`)) as unknown as {
    rows: { id: string; username: string }[];
  };
  return new Map(res.rows.map((r) => [r.id, r.username]));
}
