import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captainAtLockJoin, heldAtLock, isCaptain } from './lineup-at-lock.repo';

// The lineup that scored an event, read by every "explain" view: the dashboard's last event, the explain page
// (players module) and a rival's team beside mine (rivals module). One read, so they can never disagree.

export interface ScoredDriverRow {
  driver_id: number;
  name: string;
  status: 'finished' | 'retired' | 'disqualified' | 'did_not_start' | null;
  position: number | null;
  stage_wins: number | null;
  power_stage_position: number | null;
  fantasy_points: number | null;
  fp_position: number | null;
  fp_finish: number | null;
  fp_stage_wins: number | null;
  fp_power_stage: number | null;
  fp_support_category: number | null;
  fp_penalty: number | null;
  is_captain: boolean;
}

/**
 * The drivers the team held when the event started (the lineup that scored it, docs/game-rules.md §5.1; the same intervals as
 * scoreTeams: a transfer at the start instant counts from the next event) with each one's
 * result and fantasy points rule by rule, as the engine stored them, and which of them was captain (§5.4).
 */
export async function scoredLineup(db: Db, teamId: number, eventId: number) {
  const start = sql`ev.start_date`;
  const res = await db.execute(
    sql`SELECT DISTINCT ON (d.id) d.id AS driver_id, d.name, er.status, er.position, er.stage_wins,
               er.power_stage_position, er.fantasy_points, er.fp_position, er.fp_finish, er.fp_stage_wins,
               er.fp_power_stage, er.fp_support_category, er.fp_penalty, ${isCaptain()} AS is_captain
        FROM lineup_history lh
        JOIN events ev ON ev.id = ${eventId}
        JOIN drivers d ON d.id = lh.driver_id
        LEFT JOIN event_results er ON er.event_id = ev.id AND er.driver_id = lh.driver_id
        ${captainAtLockJoin(start)}
        WHERE lh.team_id = ${teamId} AND ${heldAtLock(start)}
        ORDER BY d.id`,
  );
  return (res as unknown as { rows: ScoredDriverRow[] }).rows;
}
