import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { captainHistory, drivers, fantasyTeamDrivers, fantasyTeams, lineupHistory, teams, transfers } from '../../db/schema/index';
import type { TransferType } from '@shared/constants/enums';
import { driverWithTeam, teamOfDriver } from '../../lib/driver-team.repo';
import { currentCaptain } from '../../lib/lineup-at-lock.repo';
import { teamColumns, type TeamWithPoints } from '../../lib/team-columns.repo';

/** Every query takes either the pool or an open transaction, so services decide the transaction scope. */
type Conn = Db | Tx;

export type TeamRow = TeamWithPoints;

export async function findTeamByUser(db: Conn, userId: string): Promise<TeamRow | undefined> {
  const rows = await db.select(teamColumns).from(fantasyTeams).where(eq(fantasyTeams.userId, userId)).limit(1);
  return rows[0];
}

/**
 * The serialisation point of every team write (docs/decisions/0051-purchase-locking-and-lineup-history.md): the team row is locked until the transaction
 * ends, so a second purchase or sale on the same team waits here and then re-reads what the first wrote.
 */
export async function lockTeamByUser(tx: Tx, userId: string): Promise<TeamRow | undefined> {
  const rows = await tx.select(teamColumns).from(fantasyTeams).where(eq(fantasyTeams.userId, userId)).limit(1).for('update');
  return rows[0];
}

/** Inserts the team unless the user already has one (unique user_id); undefined means "already exists". */
export async function insertTeam(db: Conn, userId: string, name: string, budget: number): Promise<TeamRow | undefined> {
  const rows = await db
    .insert(fantasyTeams)
    .values({ userId, name, budget, spentBudget: 0 })
    .onConflictDoNothing({ target: fantasyTeams.userId })
    .returning(teamColumns);
  return rows[0];
}

export async function listTeamDrivers(db: Conn, teamId: number) {
  return db
    .select({
      ...driverWithTeam,
      country: drivers.country,
      imageUrl: drivers.imageUrl,
      points: drivers.points,
      form: drivers.form,
      price: drivers.price,
      purchasePrice: fantasyTeamDrivers.purchasePrice,
      purchaseDate: fantasyTeamDrivers.purchaseDate,
    })
    .from(fantasyTeamDrivers)
    .innerJoin(drivers, eq(drivers.id, fantasyTeamDrivers.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(eq(fantasyTeamDrivers.teamId, teamId))
    .orderBy(asc(fantasyTeamDrivers.purchaseDate), asc(drivers.name));
}
export type TeamDriverRow = Awaited<ReturnType<typeof listTeamDrivers>>[number];

/**
 * The user's team and its drivers in one statement (the read every team page makes): the unique user_id
 * index finds the team, the team_id prefix of the primary key its drivers. Undefined when there is no team.
 */
export async function findTeamWithDrivers(
  db: Conn,
  userId: string,
): Promise<{ team: TeamRow; drivers: TeamDriverRow[]; captainId: number | null } | undefined> {
  const rows = await db
    .select({
      team: teamColumns,
      captainId: currentCaptain(sql`"fantasy_teams"."id"`),
      driverId: drivers.id,
      name: drivers.name,
      teamName: teams.name,
      country: drivers.country,
      imageUrl: drivers.imageUrl,
      points: drivers.points,
      form: drivers.form,
      price: drivers.price,
      purchasePrice: fantasyTeamDrivers.purchasePrice,
      purchaseDate: fantasyTeamDrivers.purchaseDate,
    })
    .from(fantasyTeams)
    .leftJoin(fantasyTeamDrivers, eq(fantasyTeamDrivers.teamId, fantasyTeams.id))
    .leftJoin(drivers, eq(drivers.id, fantasyTeamDrivers.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(eq(fantasyTeams.userId, userId))
    .orderBy(asc(fantasyTeamDrivers.purchaseDate), asc(drivers.name));
  const first = rows[0];
  if (!first) return undefined;
  const held: TeamDriverRow[] = [];
  for (const r of rows) {
    if (r.driverId === null || r.name === null || r.points === null || r.form === null || r.price === null) continue;
    if (r.purchasePrice === null || r.purchaseDate === null) continue;
    held.push({
      id: r.driverId,
      name: r.name,
      teamName: r.teamName,
      country: r.country,
      imageUrl: r.imageUrl,
      points: r.points,
      form: r.form,
      price: r.price,
      purchasePrice: r.purchasePrice,
      purchaseDate: r.purchaseDate,
    });
  }
  return { team: first.team, drivers: held, captainId: first.captainId };
}

export async function findDriverPrice(db: Conn, driverId: number): Promise<{ id: number; price: number } | undefined> {
  const rows = await db.select({ id: drivers.id, price: drivers.price }).from(drivers).where(eq(drivers.id, driverId)).limit(1);
  return rows[0];
}

/**
 * Today's prices of the `limit` cheapest drivers the team could still add besides `driverId` (neither held
 * nor being bought): what filling the free seats would cost at best (docs/decisions/0193).
 */
export async function cheapestOtherPrices(db: Conn, teamId: number, driverId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ price: drivers.price })
    .from(drivers)
    .where(
      and(
        sql`${drivers.id} <> ${driverId}`,
        sql`NOT EXISTS (SELECT 1 FROM ${fantasyTeamDrivers} ftd WHERE ftd.team_id = ${teamId} AND ftd.driver_id = ${drivers.id})`,
      ),
    )
    .orderBy(asc(drivers.price))
    .limit(limit);
  return rows.map((r) => r.price);
}

export async function insertTeamDriver(tx: Tx, teamId: number, driverId: number, purchasePrice: number): Promise<void> {
  await tx.insert(fantasyTeamDrivers).values({ teamId, driverId, purchasePrice, purchaseDate: sql`app_clock_timestamp()` });
}

export async function deleteTeamDriver(tx: Tx, teamId: number, driverId: number): Promise<void> {
  await tx
    .delete(fantasyTeamDrivers)
    .where(and(eq(fantasyTeamDrivers.teamId, teamId), eq(fantasyTeamDrivers.driverId, driverId)));
}

export async function setSpentBudget(tx: Tx, teamId: number, spentBudget: number): Promise<void> {
  await tx.update(fantasyTeams).set({ spentBudget, updatedAt: sql`app_clock_timestamp()` }).where(eq(fantasyTeams.id, teamId));
}

export async function insertTransfer(tx: Tx, teamId: number, driverId: number, type: TransferType, price: number): Promise<void> {
  await tx.insert(transfers).values({ teamId, driverId, type, price, createdAt: sql`app_clock_timestamp()` });
}

/*
 * Lineup intervals use app_clock_timestamp(), not app_now(): app_now() is the transaction's start, and a sale that
 * began before the purchase it undoes (then waited on the team lock) would otherwise close the interval
 * before it opened.
 */
export async function openLineupInterval(tx: Tx, teamId: number, driverId: number, purchasePrice: number): Promise<void> {
  await tx.insert(lineupHistory).values({ teamId, driverId, purchasePrice, acquiredAt: sql`app_clock_timestamp()` });
}

export async function closeLineupInterval(tx: Tx, teamId: number, driverId: number): Promise<void> {
  await tx
    .update(lineupHistory)
    .set({ releasedAt: sql`greatest(app_clock_timestamp(), ${lineupHistory.acquiredAt})` })
    .where(and(eq(lineupHistory.teamId, teamId), eq(lineupHistory.driverId, driverId), isNull(lineupHistory.releasedAt)));
}

// ---------------------------------------------------------------- captain (docs/game-rules.md §5.4)

/** The team's current captain: the driver of its open captain interval (at most one, by a unique index). */
export async function findCaptain(db: Conn, teamId: number): Promise<number | null> {
  const rows = await db
    .select({ driverId: captainHistory.driverId })
    .from(captainHistory)
    .where(and(eq(captainHistory.teamId, teamId), isNull(captainHistory.clearedAt)));
  return rows[0]?.driverId ?? null;
}

/* Captain intervals take their instants like the lineup's (app_clock_timestamp(), see openLineupInterval). */
export async function openCaptainInterval(tx: Tx, teamId: number, driverId: number): Promise<void> {
  await tx.insert(captainHistory).values({ teamId, driverId, namedAt: sql`app_clock_timestamp()` });
}

/** Closes the team's open captain interval; with `driverId`, only when he is the captain (a sale). */
export async function closeCaptainInterval(tx: Tx, teamId: number, driverId?: number): Promise<void> {
  await tx
    .update(captainHistory)
    .set({ clearedAt: sql`greatest(app_clock_timestamp(), ${captainHistory.namedAt})` })
    .where(
      and(
        eq(captainHistory.teamId, teamId),
        isNull(captainHistory.clearedAt),
        driverId === undefined ? undefined : eq(captainHistory.driverId, driverId),
      ),
    );
}

export async function listTransfers(db: Conn, teamId: number) {
  return db
    .select({
      id: transfers.id,
      driverId: transfers.driverId,
      driverName: drivers.name,
      teamName: teams.name,
      type: transfers.type,
      price: transfers.price,
      createdAt: transfers.createdAt,
    })
    .from(transfers)
    .innerJoin(drivers, eq(drivers.id, transfers.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(eq(transfers.teamId, teamId))
    .orderBy(desc(transfers.createdAt), desc(transfers.id));
}
