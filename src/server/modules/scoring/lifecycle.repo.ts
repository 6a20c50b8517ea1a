import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventStatusExpr, stageStatusExpr } from '../../db/event-status';

/**
 * Brings the stored events.status / stages.status columns in line with the database clock, by the very
 * expressions API reads select (src/server/db/event-status.ts). Run by every instance's worker tick; the
 * WHERE clauses make it write nothing when nothing changed.
 */
export async function refreshStatuses(db: Db): Promise<void> {
  await db.execute(sql`UPDATE events SET status = ${eventStatusExpr} WHERE events.status <> ${eventStatusExpr}`);
  await db.execute(sql`UPDATE stages SET status = ${stageStatusExpr} WHERE stages.status <> ${stageStatusExpr}`);
}
