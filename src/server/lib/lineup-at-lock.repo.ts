import { sql, type SQL } from 'drizzle-orm';
import { CAPTAIN_MULTIPLIER } from '@shared/constants/game';

/**
 * The lineup and the captain at an event's lock, as SQL fragments every reader of "the team that scored"
 * shares: the engine (scoreTeams), the live figures and the explain views. The lock is at the start instant
 * and the start belongs to "after" (docs/game-rules.md §2.4): an interval counts when it opened strictly
 * before the start and had not closed before it.
 *
 * `lh` and `ch` are the aliases of lineup_history and captain_history in the caller's statement; `start` is
 * the event's start_date there.
 */

const held = (alias: string, opened: string, closed: string, start: SQL) =>
  sql`${sql.raw(`${alias}.${opened}`)} < ${start} AND (${sql.raw(`${alias}.${closed}`)} IS NULL OR ${sql.raw(`${alias}.${closed}`)} >= ${start})`;

/** The lineup interval `lh` was open at the lock (docs/game-rules.md §5.1). */
export function heldAtLock(start: SQL, lh = 'lh'): SQL {
  return held(lh, 'acquired_at', 'released_at', start);
}

/**
 * Joins the captain interval of the held driver `lh` open at the lock, if any (docs/game-rules.md §5.4). At
 * most one captain interval of a team is open at any instant, so the join never multiplies rows; a captain
 * sold before the lock had his interval closed by the sale and joins nothing.
 */
export function captainAtLockJoin(start: SQL, lh = 'lh', ch = 'ch'): SQL {
  return sql`LEFT JOIN captain_history ${sql.raw(ch)} ON ${sql.raw(`${ch}.team_id = ${lh}.team_id AND ${ch}.driver_id = ${lh}.driver_id`)}
             AND ${held(ch, 'named_at', 'cleared_at', start)}`;
}

/** How many times the driver joined as `ch` counts: CAPTAIN_MULTIPLIER for the captain, once otherwise. */
export function captainFactor(ch = 'ch'): SQL {
  return sql.raw(`(CASE WHEN ${ch}.id IS NULL THEN 1 ELSE ${CAPTAIN_MULTIPLIER} END)`);
}

/** true for the captain joined as `ch`. */
export function isCaptain(ch = 'ch'): SQL {
  return sql.raw(`(${ch}.id IS NOT NULL)`);
}

/** The team's current captain (`teamId` an SQL expression): the driver of its one open captain interval, or null. */
export function currentCaptain(teamId: SQL) {
  return sql<number | null>`(SELECT cur.driver_id FROM captain_history cur WHERE cur.team_id = ${teamId} AND cur.cleared_at IS NULL)`.mapWith(Number);
}
