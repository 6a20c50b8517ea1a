import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { drivers, eventEntries, eventResults, events, stages, teams } from '../../db/schema/index';
import { teamOfDriver } from '../../lib/driver-team.repo';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type StageRow = typeof stages.$inferSelect;
export type NewStageRow = typeof stages.$inferInsert;
type Conn = Db | Tx;

// Written out with the outer table's name: in a one-table select drizzle leaves columns unqualified, and an
// unqualified "id" inside the subquery would bind to the inner table.
const counts = {
  stageCount: sql<number>`(SELECT count(*)::int FROM stages s WHERE s.event_id = "events"."id")`,
  entryCount: sql<number>`(SELECT count(*)::int FROM event_entries ee WHERE ee.event_id = "events"."id")`,
  resultCount: sql<number>`(SELECT count(*)::int FROM event_results er WHERE er.event_id = "events"."id")`,
};

export type EventWithCounts = EventRow & { stageCount: number; entryCount: number; resultCount: number };

export async function listEventsWithCounts(db: Conn): Promise<EventWithCounts[]> {
  const rows = await db
    .select({ event: events, ...counts })
    .from(events)
    .orderBy(asc(events.season), asc(events.round), asc(events.id));
  return rows.map((r) => ({ ...r.event, stageCount: r.stageCount, entryCount: r.entryCount, resultCount: r.resultCount }));
}

export async function findEventWithCounts(db: Conn, id: number): Promise<EventWithCounts | undefined> {
  const rows = await db.select({ event: events, ...counts }).from(events).where(eq(events.id, id)).limit(1);
  const r = rows[0];
  return r ? { ...r.event, stageCount: r.stageCount, entryCount: r.entryCount, resultCount: r.resultCount } : undefined;
}

/** Locks the event row: edits of one event's stages and entries are serialised, so their rules hold. */
export async function lockEvent(tx: Tx, id: number): Promise<EventRow | undefined> {
  const rows = await tx.select().from(events).where(eq(events.id, id)).for('update').limit(1);
  return rows[0];
}

export async function roundTaken(db: Conn, season: number, round: number, exceptId: number | null): Promise<boolean> {
  const where = exceptId === null
    ? and(eq(events.season, season), eq(events.round, round))
    : and(eq(events.season, season), eq(events.round, round), ne(events.id, exceptId));
  const rows = await db.select({ id: events.id }).from(events).where(where).limit(1);
  return rows.length > 0;
}

export async function insertEvent(db: Conn, values: NewEventRow): Promise<EventRow> {
  const rows = await db.insert(events).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('event insert returned no row');
  return row;
}

export async function updateEvent(db: Conn, id: number, values: Partial<NewEventRow>): Promise<void> {
  await db.update(events).set(values).where(eq(events.id, id));
}

export async function listStages(db: Conn, eventId: number): Promise<StageRow[]> {
  return db
    .select()
    .from(stages)
    .where(eq(stages.eventId, eventId))
    .orderBy(asc(stages.number), asc(stages.id));
}

/** Moves every timed stage of the event by `byMs` in one statement (stages without a time stay without). */
export async function shiftStageTimes(db: Conn, eventId: number, byMs: number): Promise<void> {
  await db
    .update(stages)
    .set({ startTime: sql`${stages.startTime} + make_interval(secs => ${byMs / 1000}::double precision)` })
    .where(and(eq(stages.eventId, eventId), isNotNull(stages.startTime)));
}

export async function findStage(db: Conn, eventId: number, stageId: number): Promise<StageRow | undefined> {
  const rows = await db
    .select()
    .from(stages)
    .where(and(eq(stages.id, stageId), eq(stages.eventId, eventId)))
    .limit(1);
  return rows[0];
}

export async function insertStage(db: Conn, values: NewStageRow): Promise<StageRow> {
  const rows = await db.insert(stages).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('stage insert returned no row');
  return row;
}

export async function updateStage(db: Conn, stageId: number, values: Partial<NewStageRow>): Promise<StageRow> {
  const rows = await db.update(stages).set(values).where(eq(stages.id, stageId)).returning();
  const row = rows[0];
  if (!row) throw new Error('stage update returned no row');
  return row;
}

export async function deleteStage(db: Conn, stageId: number): Promise<void> {
  await db.delete(stages).where(eq(stages.id, stageId));
}

export async function listEntries(db: Conn, eventId: number) {
  return db
    .select({
      driverId: drivers.id,
      driverName: drivers.name,
      teamName: teams.name,
      carNumber: eventEntries.carNumber,
      hasResult: sql<boolean>`EXISTS (SELECT 1 FROM event_results er WHERE er.event_id = "event_entries"."event_id" AND er.driver_id = "event_entries"."driver_id")`,
    })
    .from(eventEntries)
    .innerJoin(drivers, eq(drivers.id, eventEntries.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(eq(eventEntries.eventId, eventId))
    .orderBy(sql`${eventEntries.carNumber} ASC NULLS LAST`, asc(drivers.name));
}

export async function existingDriverIds(db: Conn, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: drivers.id }).from(drivers).where(inArray(drivers.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Drivers with a published result in the event: they must stay entered (the result refers to the entry). */
export async function driversWithResults(db: Conn, eventId: number): Promise<{ driverId: number; driverName: string }[]> {
  return db
    .select({ driverId: eventResults.driverId, driverName: drivers.name })
    .from(eventResults)
    .innerJoin(drivers, eq(drivers.id, eventResults.driverId))
    .where(eq(eventResults.eventId, eventId));
}

/** Replaces the entry list in place: deletes the leavers, upserts the rest (one statement each). */
export async function replaceEntries(tx: Tx, eventId: number, entries: { driverId: number; carNumber: number | null }[]): Promise<void> {
  const keep = entries.map((e) => e.driverId);
  await tx
    .delete(eventEntries)
    .where(keep.length ? and(eq(eventEntries.eventId, eventId), notInArray(eventEntries.driverId, keep)) : eq(eventEntries.eventId, eventId));
  if (entries.length === 0) return;
  await tx
    .insert(eventEntries)
    .values(entries.map((e) => ({ eventId, driverId: e.driverId, carNumber: e.carNumber })))
    .onConflictDoUpdate({
      target: [eventEntries.eventId, eventEntries.driverId],
      set: { carNumber: sql`excluded.car_number` },
    });
}

/** A unique index refused the row (PostgreSQL 23505), through either driver's error shape. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
