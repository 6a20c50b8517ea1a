import { and, asc, desc, eq, getTableColumns, gt, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
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

/**
 * The running event (docs/decisions/0102): started, results not yet published, and not past its end unless
 * stored as active; an event stored as active wins, then the latest to have started. The header badge shows
 * it as live, and while it runs the captain stays as it was at its lock (docs/game-rules.md §5.4).
 */
export async function findRunningEvent(db: Db | Tx): Promise<NextEventRow | null> {
  const now = sql`app_now()`;
  const rows = await db
    .select({ ...getTableColumns(events), status: eventStatusSql })
    .from(events)
    .where(
      and(
        isNull(events.resultsPublishedAt),
        ne(events.status, 'completed'),
        lte(events.startDate, now),
        or(gte(events.endDate, now), eq(events.status, 'active')),
      ),
    )
    .orderBy(desc(sql`${events.status} = 'active'`), desc(events.startDate), asc(events.id))
    .limit(1);
  return rows[0] ?? null;
}
