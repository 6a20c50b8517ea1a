import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { driverPrices, drivers, fantasyTeamDrivers, fantasyTeams, teams } from '../../db/schema/index';
import { teamOfDriver } from '../../lib/driver-team.repo';

/**
 * The newest price-history row of each driver: its `change` and the price before it feed the market's
 * price change, percent change and trends. DISTINCT ON keeps it to one index-ordered pass.
 */
function latestPriceChanges(db: Db) {
  return db
    .selectDistinctOn([driverPrices.driverId], {
      driverId: driverPrices.driverId,
      change: driverPrices.change,
    })
    .from(driverPrices)
    .orderBy(driverPrices.driverId, desc(driverPrices.createdAt), desc(driverPrices.id))
    .as('latest_price');
}

/** Every driver with his latest price change, except the ones on the given user's team. */
export async function listMarketDrivers(db: Db, userId: string) {
  const latest = latestPriceChanges(db);
  return db
    .select({
      id: drivers.id,
      name: drivers.name,
      teamId: drivers.teamId,
      teamName: teams.name,
      imageUrl: drivers.imageUrl,
      price: drivers.price,
      points: drivers.points,
      form: drivers.form,
      priceChange: sql<number>`coalesce(${latest.change}, 0)`.mapWith(Number),
    })
    .from(drivers)
    .leftJoin(teams, teamOfDriver)
    .leftJoin(latest, eq(latest.driverId, drivers.id))
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(fantasyTeamDrivers)
          .innerJoin(fantasyTeams, eq(fantasyTeams.id, fantasyTeamDrivers.teamId))
          .where(and(eq(fantasyTeamDrivers.driverId, drivers.id), eq(fantasyTeams.userId, userId))),
      ),
    )
    .orderBy(desc(drivers.points), drivers.name);
}

/** Drivers whose latest price row moved the price; the service ranks them by absolute percent change. */
export async function listPriceMovers(db: Db) {
  const latest = latestPriceChanges(db);
  return db
    .select({
      driverId: drivers.id,
      name: drivers.name,
      teamName: teams.name,
      imageUrl: drivers.imageUrl,
      price: drivers.price,
      priceChange: latest.change,
    })
    .from(latest)
    .innerJoin(drivers, eq(drivers.id, latest.driverId))
    .leftJoin(teams, teamOfDriver)
    .where(sql`${latest.change} <> 0`);
}
