import { and, asc, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventStatusSql } from '../db/event-status';
import { events } from '../db/schema/index';

export type NextEventRow = typeof events.$inferSelect;

/**
 * The next event still to start, by the game clock: the header badge's event when none is running, and the
 * rally whose entry list the market marks (docs/decisions/0191). Its lineup lock is the next to come.
 */
export async function findNextUpcomingEvent(db: Db): Promise<NextEventRow | null> {
  const rows = await db
    .select({ ...getTableColumns(events), status: eventStatusSql })
    .from(events)
    .where(and(isNull(events.resultsPublishedAt), ne(events.status, 'completed'), gt(events.startDate, sql`app_now()`)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(1);
  return rows[0] ?? null;
}
