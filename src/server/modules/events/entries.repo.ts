import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, eventEntries, events, teams } from '../../db/schema/index';
import { teamOfDriver } from '../../lib/driver-team.repo';

/** An event's entry list with the drivers' teams, by car number (entries without a number last). */
export async function listEventEntries(db: Db, eventId: number) {
  return db
    .select({ driverId: drivers.id, name: drivers.name, teamName: teams.name, carNumber: eventEntries.carNumber })
    .from(eventEntries)
    .innerJoin(drivers, eq(drivers.id, eventEntries.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(eq(eventEntries.eventId, eventId))
    .orderBy(sql`${eventEntries.carNumber} ASC NULLS LAST`, asc(drivers.name));
}

/** The next event to start (game clock), the one whose lineup lock comes next. */
export async function findNextEvent(db: Db) {
  const rows = await db
    .select({ id: events.id, name: events.name, round: events.round, startDate: events.startDate })
    .from(events)
    .where(and(isNull(events.resultsPublishedAt), ne(events.status, 'completed'), gt(events.startDate, sql`app_now()`)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function listEntryIds(db: Db, eventId: number) {
  return db
    .select({ driverId: eventEntries.driverId, carNumber: eventEntries.carNumber })
    .from(eventEntries)
    .where(eq(eventEntries.eventId, eventId))
    .orderBy(asc(eventEntries.driverId));
}

