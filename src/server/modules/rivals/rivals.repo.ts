import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

// Reads of a fellow member's team (issue 31 part 4, docs/decisions/0211). Only events whose lock has passed
// (start_date <= app_now(), docs/game-rules.md §2.4) are ever read here, so no lineup of an event still open for
// changes leaves the server.

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface MemberRow {
  user_id: string;
  username: string;
  avatar_url: string | null;
  team_id: number | null;
  team_name: string | null;
}

/** Two users' accounts and fantasy teams, if any (the viewer and the member shown). */
export async function findManagers(db: Db, userIds: readonly string[]) {
  return rows<MemberRow>(
    db,
    sql`SELECT u.id AS user_id, u.username, u.avatar_url, ft.id AS team_id, ft.name AS team_name
        FROM users u LEFT JOIN fantasy_teams ft ON ft.user_id = u.id
        WHERE u.id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`,
  );
}

export interface LockedEventRow {
  event_id: number;
  name: string;
  start_date: Date | string;
  scored: boolean;
  my_points: number | null;
  their_points: number | null;
}

/**
 * Every event whose lock has passed, newest first, with both managers' event scores (the team part, captain
 * included: the side by side compares teams) and whether its results are published.
 */
export async function lockedEvents(db: Db, myId: string, theirId: string) {
  return rows<LockedEventRow>(
    db,
    sql`SELECT e.id AS event_id, e.name, e.start_date, e.results_published_at IS NOT NULL AS scored,
               mine.team_points AS my_points, theirs.team_points AS their_points
        FROM events e
        LEFT JOIN manager_event_scores mine ON mine.event_id = e.id AND mine.user_id = ${myId}
        LEFT JOIN manager_event_scores theirs ON theirs.event_id = e.id AND theirs.user_id = ${theirId}
        WHERE e.start_date <= app_now()
        ORDER BY e.start_date DESC, e.id DESC`,
  );
}

/** Whether an event exists and whether its lock has passed, by the database clock. */
export async function eventLock(db: Db, eventId: number) {
  const [row] = await rows<{ locked: boolean }>(db, sql`SELECT start_date <= app_now() AS locked FROM events WHERE id = ${eventId}`);
  return row;
}
