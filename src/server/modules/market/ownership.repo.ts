import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heldAtLock } from '../../lib/lineup-at-lock.repo';

/** Holders of one driver; `teams` is the same on every row: the teams holding at least one driver. */
export interface HolderCount {
  driverId: number;
  holders: number;
  teams: number;
}

export interface LockEvent {
  id: number;
  name: string;
  startDate: Date;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const counts = (found: { driver_id: number; holders: number | string; teams: number | string }[]): HolderCount[] =>
  found.map((r) => ({ driverId: Number(r.driver_id), holders: Number(r.holders), teams: Number(r.teams) }));

/**
 * Every driver's holders now, the most held first, then by name, and the number of teams holding any driver (docs/game-rules.md §9.11), in one
 * statement over every team. Both counts read indexes only: holders group the driver index of
 * fantasy_team_drivers; the teams are the distinct leading column of its primary key (team_id, driver_id),
 * read in order without a sort, so neither grows a hash or a sort with the number of teams.
 */
export async function holdersNow(db: Db): Promise<HolderCount[]> {
  return counts(
    await rows(
      db,
      sql`SELECT d.id AS driver_id, coalesce(h.holders, 0) AS holders, t.teams
          FROM drivers d
          LEFT JOIN (SELECT driver_id, count(*) AS holders FROM fantasy_team_drivers GROUP BY driver_id) h
            ON h.driver_id = d.id
          CROSS JOIN (SELECT count(*) AS teams FROM (SELECT DISTINCT team_id FROM fantasy_team_drivers) held) t
          ORDER BY holders DESC, d.name, d.id`,
    ),
  );
}

/** The most recent event whose start has passed (the start instant counts as passed, §2.4): its lock is the last. */
export async function lastLockEvent(db: Db): Promise<LockEvent | null> {
  const [found] = await rows<{ id: number; name: string; start_date: Date | string }>(
    db,
    sql`SELECT id, name, start_date FROM events WHERE start_date <= app_now() ORDER BY start_date DESC, id DESC LIMIT 1`,
  );
  return found ? { id: Number(found.id), name: found.name, startDate: new Date(found.start_date) } : null;
}

/**
 * Every driver's holders at an event's lock and the teams that held any driver then (the teams that score the
 * event, §5.2), from the lineup history in one statement: transfers after the lock never change it.
 */
export async function holdersAtLock(db: Db, eventId: number): Promise<HolderCount[]> {
  return counts(
    await rows(
      db,
      sql`WITH held AS (
            SELECT lh.team_id, lh.driver_id
            FROM lineup_history lh
            CROSS JOIN (SELECT start_date FROM events WHERE id = ${eventId}) ev
            WHERE ${heldAtLock(sql`ev.start_date`)}
          )
          SELECT d.id AS driver_id, coalesce(h.holders, 0) AS holders, t.teams
          FROM drivers d
          LEFT JOIN (SELECT driver_id, count(DISTINCT team_id) AS holders FROM held GROUP BY driver_id) h
            ON h.driver_id = d.id
          CROSS JOIN (SELECT count(DISTINCT team_id) AS teams FROM held) t`,
    ),
  );
}
