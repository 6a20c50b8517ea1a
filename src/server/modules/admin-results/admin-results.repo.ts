import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventStatusSql } from '../../db/event-status';
import { drivers, eventEntries, eventResults, events, resultDrafts, teams } from '../../db/schema/index';
import { teamOfDriver } from '../../lib/driver-team.repo';

export async function findEvent(db: Db | Tx, id: number) {
  const rows = await db
    .select({
      ...getTableColumns(events),
      status: eventStatusSql,
      // Compared on the database clock, the same clock as the lineup and prediction locks.
      started: sql<boolean>`${events.startDate} <= app_now()`,
    })
    .from(events)
    .where(eq(events.id, id));
  return rows[0];
}

export async function listEntries(db: Db | Tx, eventId: number) {
  return db
    .select({
      driverId: drivers.id,
      driverName: drivers.name,
      teamName: teams.name,
      carNumber: sql<number | null>`coalesce(${eventEntries.carNumber}, ${drivers.carNumber})`,
    })
    .from(eventEntries)
    .innerJoin(drivers, eq(drivers.id, eventEntries.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(eq(eventEntries.eventId, eventId))
    .orderBy(
      sql`coalesce(${eventEntries.carNumber}, ${drivers.carNumber}) ASC NULLS LAST`,
      asc(drivers.name),
    );
}

export type EventEntryRow = Awaited<ReturnType<typeof listEntries>>[number];
export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function readDraft(db: Db, eventId: number) {
  return db
    .select()
    .from(resultDrafts)
    .where(eq(resultDrafts.eventId, eventId))
    .orderBy(asc(resultDrafts.rowNumber));
}

export async function readPublished(db: Db, eventId: number) {
  return db
    .select()
    .from(eventResults)
    .where(eq(eventResults.eventId, eventId))
    .orderBy(sql`${eventResults.position} ASC NULLS LAST`, asc(eventResults.driverId));
}

export type DraftWrite = Omit<typeof resultDrafts.$inferInsert, 'eventId'>;

/** Replaces the event's draft by `rows` and stamps the save time (database clock). */
export async function replaceDraft(db: Db, eventId: number, rows: DraftWrite[]): Promise<void> {
  await db.delete(resultDrafts).where(eq(resultDrafts.eventId, eventId));
  if (rows.length > 0) await db.insert(resultDrafts).values(rows.map((r) => ({ ...r, eventId })));
  await db
    .update(events)
    .set({ resultsDraftSavedAt: sql`app_now()` })
    .where(eq(events.id, eventId));
}

/** Drivers by exact name, for imports that name drivers as the data file does. */
export async function driverIdsByName(db: Db, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(inArray(drivers.name, names));
  return new Map(rows.map((r) => [r.name, r.id]));
}

export async function eventsOfSeason(db: Db, season: number) {
  return db
    .select({ id: events.id, round: events.round })
    .from(events)
    .where(and(eq(events.season, season)))
    .orderBy(asc(events.round));
}
