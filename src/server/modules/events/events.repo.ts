import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { eventStatusSql, stageStatusSql } from '../../db/event-status';
import type { Db } from '../../db/client';
import { drivers, eventResults, events, stages, teams } from '../../db/schema/index';
import { teamOfDriver } from '../../lib/driver-team.repo';

export type EventRow = typeof events.$inferSelect;
export type StageRow = typeof stages.$inferSelect;

export async function listEvents(db: Db): Promise<EventRow[]> {
  return db
    .select({ ...getTableColumns(events), status: eventStatusSql })
    .from(events)
    .orderBy(asc(events.startDate), asc(events.id));
}

export async function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  const rows = await db
    .select({ ...getTableColumns(events), status: eventStatusSql })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
  return rows[0];
}

export async function listStages(db: Db, eventId: number): Promise<StageRow[]> {
  return db
    .select({ ...getTableColumns(stages), status: stageStatusSql })
    .from(stages)
    .where(eq(stages.eventId, eventId))
    .orderBy(sql`${stages.startTime} ASC NULLS LAST`, asc(stages.number), asc(stages.id));
}

export async function listResults(db: Db, eventId: number) {
  return (
    db
      .select({
        position: eventResults.position,
        status: eventResults.status,
        time: eventResults.time,
        points: eventResults.points,
        fantasyPoints: eventResults.fantasyPoints,
        driverId: drivers.id,
        driverName: drivers.name,
        teamId: teams.id,
        teamName: teams.name,
      })
      .from(eventResults)
      .innerJoin(drivers, eq(drivers.id, eventResults.driverId))
      .leftJoin(teams, teamOfDriver)
      .where(eq(eventResults.eventId, eventId))
      // Classified drivers by position; retirements and the rest after them, alphabetically.
      .orderBy(sql`${eventResults.position} ASC NULLS LAST`, asc(drivers.name))
  );
}
