import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, eventEntries, teams } from '../../db/schema/index';
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

export async function listEntryIds(db: Db, eventId: number) {
  return db
    .select({ driverId: eventEntries.driverId, carNumber: eventEntries.carNumber })
    .from(eventEntries)
    .where(eq(eventEntries.eventId, eventId))
    .orderBy(asc(eventEntries.driverId));
}
