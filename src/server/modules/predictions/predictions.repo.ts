import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { drivers, eventEntries, eventResults, events, predictionResults, predictions, teams } from '../../db/schema/index';
import { driverWithTeam, teamOfDriver } from '../../lib/driver-team.repo';

/** Every query takes either the pool or an open transaction, so services decide the transaction scope. */
type Conn = Db | Tx;

/**
 * SQLSTATE raised by the deferred lock trigger (migration 0003_prediction_lock.sql) when a save commits
 * at or after the event start. Class "RF" is not used by PostgreSQL itself.
 */
export const PREDICTIONS_CLOSED_SQLSTATE = 'RF001';

/** True when `error` (or the driver error drizzle wrapped in it) is the lock trigger's refusal. */
export function isPredictionsClosedError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === PREDICTIONS_CLOSED_SQLSTATE) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface EventClock {
  id: number;
  startDate: Date;
  /** `start_date > app_clock_timestamp()`: the database decides, never the client or the Node process. */
  open: boolean;
  /** True once results are published, so the real podium may be shown. */
  resultsPublished: boolean;
  serverMs: number;
}

/**
 * The event with the database's verdict on the lock. app_clock_timestamp(), not app_now(): app_now() is the start of
 * the transaction, which may have waited; the lock is about this very moment.
 */
export async function findEventClock(db: Conn, eventId: number): Promise<EventClock | undefined> {
  const rows = await db
    .select({
      id: events.id,
      startDate: events.startDate,
      open: sql<boolean>`${events.startDate} > app_clock_timestamp()`,
      resultsPublished: sql<boolean>`(${events.resultsPublishedAt} IS NOT NULL OR ${events.status} = 'completed')`,
      // Epoch milliseconds: the same number on both drivers, whatever their timestamp parsing.
      serverMs: sql<number>`(extract(epoch FROM app_clock_timestamp()) * 1000)::float8`.mapWith(Number),
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return rows[0];
}

async function hasEntryList(db: Conn, eventId: number): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(eventEntries).where(eq(eventEntries.eventId, eventId));
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * The drivers a player may pick: the event's entry list when it has one, else every driver (an event
 * whose entry list is not published yet). By season points descending, then name (docs/decisions/0070-podium-predictions.md).
 */
export async function listPickableDrivers(db: Conn, eventId: number) {
  const entered = await hasEntryList(db, eventId);
  const base = db
    .select({
      ...driverWithTeam,
      points: drivers.points,
      imageUrl: drivers.imageUrl,
    })
    .from(drivers)
    .leftJoin(teams, teamOfDriver);
  const query = entered
    ? base.where(sql`${drivers.id} IN (SELECT ${eventEntries.driverId} FROM ${eventEntries} WHERE ${eventEntries.eventId} = ${eventId})`)
    : base;
  return query.orderBy(desc(drivers.points), asc(drivers.name), asc(drivers.id));
}

/** How many of `driverIds` may be picked for the event (entry list when it has one, else existing drivers). */
export async function countPickable(db: Conn, eventId: number, driverIds: readonly number[]): Promise<number> {
  if (await hasEntryList(db, eventId)) {
    const rows = await db
      .select({ n: count() })
      .from(eventEntries)
      .where(and(eq(eventEntries.eventId, eventId), inArray(eventEntries.driverId, [...driverIds])));
    return rows[0]?.n ?? 0;
  }
  const rows = await db.select({ n: count() }).from(drivers).where(inArray(drivers.id, [...driverIds]));
  return rows[0]?.n ?? 0;
}

export type PredictionRow = typeof predictions.$inferSelect;

/** The user's prediction for the event: the user id is part of every lookup, so no other row is reachable. */
export async function findPrediction(db: Conn, userId: string, eventId: number): Promise<PredictionRow | undefined> {
  const rows = await db
    .select()
    .from(predictions)
    .where(and(eq(predictions.userId, userId), eq(predictions.eventId, eventId)))
    .limit(1);
  return rows[0];
}

export async function listPicks(db: Conn, predictionId: number) {
  return db
    .select({ position: predictionResults.position, ...driverWithTeam })
    .from(predictionResults)
    .innerJoin(drivers, eq(drivers.id, predictionResults.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(eq(predictionResults.predictionId, predictionId))
    .orderBy(asc(predictionResults.position));
}

/**
 * Creates the user's prediction for the event or touches the existing one, in one statement: two saves
 * racing from two tabs meet on the unique (user_id, event_id) instead of one failing. Times come from
 * app_clock_timestamp() so created_at / updated_at are the database's clock at the write.
 */
export async function upsertPrediction(tx: Tx, userId: string, eventId: number): Promise<{ row: PredictionRow; created: boolean }> {
  const rows = await tx
    .insert(predictions)
    .values({ userId, eventId, createdAt: sql`app_clock_timestamp()`, updatedAt: sql`app_clock_timestamp()` })
    .onConflictDoUpdate({
      target: [predictions.userId, predictions.eventId],
      set: { updatedAt: sql`app_clock_timestamp()` },
    })
    .returning({
      id: predictions.id,
      userId: predictions.userId,
      eventId: predictions.eventId,
      isProcessed: predictions.isProcessed,
      points: predictions.points,
      createdAt: predictions.createdAt,
      updatedAt: predictions.updatedAt,
      // xmax is 0 on a freshly inserted row version and set when ON CONFLICT updated an existing one.
      created: sql<boolean>`(xmax = 0)`,
    });
  const { created, ...row } = rows[0]!;
  return { row, created: Boolean(created) };
}

/** docs/game-rules.md §6.1: an update deletes the three result rows and inserts three new ones. */
export async function replacePicks(tx: Tx, predictionId: number, picks: readonly [number, number, number]): Promise<void> {
  await tx.delete(predictionResults).where(eq(predictionResults.predictionId, predictionId));
  await tx.insert(predictionResults).values(picks.map((driverId, i) => ({ predictionId, position: i + 1, driverId })));
}

/** The real podium: classified finishers in positions 1–3 (what the game engine scores against). */
export async function listPodium(db: Conn, eventId: number) {
  return db
    .select({ position: eventResults.position, ...driverWithTeam })
    .from(eventResults)
    .innerJoin(drivers, eq(drivers.id, eventResults.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(
      and(eq(eventResults.eventId, eventId), eq(eventResults.status, 'finished'), sql`${eventResults.position} BETWEEN 1 AND 3`),
    )
    .orderBy(asc(eventResults.position));
}

/** The user's scored predictions: how many, how many scored anything (docs/game-rules.md §6.4), points. */
export async function predictionRecord(db: Conn, userId: string) {
  const rows = await db
    .select({
      scored: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) FILTER (WHERE ${predictions.points} > 0))::int`,
      points: sql<number>`coalesce(sum(${predictions.points}), 0)::int`,
    })
    .from(predictions)
    .where(and(eq(predictions.userId, userId), eq(predictions.isProcessed, true)));
  const r = rows[0];
  return { scored: Number(r?.scored ?? 0), correct: Number(r?.correct ?? 0), points: Number(r?.points ?? 0) };
}

/** Per podium place, how many predictions picked each driver (most picked first). */
export async function countCrowdPicks(db: Conn, eventId: number) {
  const totalRows = await db.select({ n: count() }).from(predictions).where(eq(predictions.eventId, eventId));
  const picks = await db
    .select({
      position: predictionResults.position,
      ...driverWithTeam,
      count: sql<number>`count(*)::int`,
    })
    .from(predictionResults)
    .innerJoin(predictions, eq(predictions.id, predictionResults.predictionId))
    .innerJoin(drivers, eq(drivers.id, predictionResults.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(eq(predictions.eventId, eventId))
    .groupBy(predictionResults.position, drivers.id, drivers.name, teams.name)
    .orderBy(asc(predictionResults.position), sql`count(*) DESC`, asc(drivers.name));
  return { total: totalRows[0]?.n ?? 0, picks: picks.map((p) => ({ ...p, count: Number(p.count) })) };
}
