import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverPrices, drivers, eventResults, events, teams } from '../../db/schema/index';
import { teamOfDriver } from '../../lib/driver-team.repo';

export type TeamRow = typeof teams.$inferSelect;

export async function listTeams(db: Db) {
  return db
    .select({ team: teams, driverCount: count(drivers.id) })
    .from(teams)
    .leftJoin(drivers, eq(drivers.teamId, teams.id))
    .groupBy(teams.id)
    .orderBy(asc(teams.name));
}

export async function findTeam(db: Db, id: number) {
  const rows = await db
    .select({ team: teams, driverCount: count(drivers.id) })
    .from(teams)
    .leftJoin(drivers, eq(drivers.teamId, teams.id))
    .where(eq(teams.id, id))
    .groupBy(teams.id);
  return rows[0];
}

const driverColumns = {
  id: drivers.id,
  name: drivers.name,
  coDriverName: drivers.coDriverName,
  teamId: drivers.teamId,
  teamName: teams.name,
  country: drivers.country,
  carNumber: drivers.carNumber,
  price: drivers.price,
  points: drivers.points,
  form: drivers.form,
  nextEventOdds: drivers.nextEventOdds,
  championships: drivers.championships,
  imageUrl: drivers.imageUrl,
};

/** Drivers with their team's name, best season first (fantasy points), then by name. */
export async function listDrivers(db: Db, teamId?: number) {
  return db
    .select(driverColumns)
    .from(drivers)
    .leftJoin(teams, teamOfDriver)
    .where(teamId === undefined ? undefined : eq(drivers.teamId, teamId))
    .orderBy(desc(drivers.points), asc(drivers.name));
}

export async function findDriver(db: Db, id: number) {
  const rows = await db
    .select(driverColumns)
    .from(drivers)
    .leftJoin(teams, teamOfDriver)
    .where(eq(drivers.id, id))
    .limit(1);
  return rows[0];
}

/** Official points of every result of a season's completed events, with the driver's current team. */
export async function seasonResults(db: Db, season: number) {
  return db
    .select({
      eventId: events.id,
      eventStart: events.startDate,
      driverId: drivers.id,
      driverName: drivers.name,
      teamId: drivers.teamId,
      teamName: teams.name,
      points: eventResults.points,
    })
    .from(eventResults)
    .innerJoin(events, eq(events.id, eventResults.eventId))
    .innerJoin(drivers, eq(drivers.id, eventResults.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(and(eq(events.season, season), isNotNull(events.resultsPublishedAt)));
}

/** A driver's results in completed events, newest first ("driver_history"). */
export async function driverHistory(db: Db, driverId: number) {
  return db
    .select({
      eventId: events.id,
      eventName: events.name,
      country: events.country,
      season: events.season,
      round: events.round,
      startDate: events.startDate,
      status: eventResults.status,
      position: eventResults.position,
      time: eventResults.time,
      points: eventResults.points,
      fantasyPoints: eventResults.fantasyPoints,
      stageWins: eventResults.stageWins,
    })
    .from(eventResults)
    .innerJoin(events, eq(events.id, eventResults.eventId))
    .where(and(eq(eventResults.driverId, driverId), isNotNull(events.resultsPublishedAt)))
    .orderBy(desc(events.startDate), desc(events.id));
}

/**
 * A driver's price moves, oldest first: the opening price (no event) before every event row, then the events
 * in the engine's replay order (start, then id; docs/game-rules.md §9).
 */
export async function driverPriceMoves(db: Db, driverId: number) {
  return db
    .select({
      eventId: driverPrices.eventId,
      eventName: events.name,
      season: events.season,
      round: events.round,
      startDate: events.startDate,
      createdAt: driverPrices.createdAt,
      price: driverPrices.price,
      change: driverPrices.change,
    })
    .from(driverPrices)
    .leftJoin(events, eq(events.id, driverPrices.eventId))
    .where(eq(driverPrices.driverId, driverId))
    .orderBy(sql`${events.startDate} ASC NULLS FIRST`, asc(events.id), asc(driverPrices.createdAt), asc(driverPrices.id));
}

/** Results of the team's current drivers in the latest `eventLimit` completed events they took part in. */
export async function teamRecentResults(db: Db, teamId: number, eventLimit: number) {
  const latest = await db
    .select({ id: events.id, startDate: events.startDate })
    .from(events)
    .innerJoin(eventResults, eq(eventResults.eventId, events.id))
    .innerJoin(drivers, eq(drivers.id, eventResults.driverId))
    .where(and(eq(drivers.teamId, teamId), isNotNull(events.resultsPublishedAt)))
    .groupBy(events.id, events.startDate)
    .orderBy(desc(events.startDate), desc(events.id))
    .limit(eventLimit);
  if (latest.length === 0) return [];
  return db
    .select({
      eventId: events.id,
      eventName: events.name,
      startDate: events.startDate,
      driverId: drivers.id,
      driverName: drivers.name,
      status: eventResults.status,
      position: eventResults.position,
      points: eventResults.points,
    })
    .from(eventResults)
    .innerJoin(events, eq(events.id, eventResults.eventId))
    .innerJoin(drivers, eq(drivers.id, eventResults.driverId))
    .where(
      and(
        eq(drivers.teamId, teamId),
        inArray(
          events.id,
          latest.map((e) => e.id),
        ),
      ),
    )
    .orderBy(
      desc(events.startDate),
      desc(events.id),
      sql`${eventResults.position} ASC NULLS LAST`,
      asc(drivers.name),
    );
}
