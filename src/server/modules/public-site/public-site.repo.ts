import { count, countDistinct, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, events, stages, users } from '../../db/schema/index';

export interface SiteCounts {
  managers: number;
  events: number;
  stages: number;
  kilometres: number;
  drivers: number;
  countries: number;
}

export async function countSiteFigures(db: Db): Promise<SiteCounts> {
  // Small aggregate reads over small tables (a few hundred stages a season), so these stay cheap.
  const [managerRows, eventRows, stageRows, driverRows] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count(), countries: countDistinct(sql`lower(trim(${events.country}))`) }).from(events),
    db.select({ n: count(), km: sql<string | null>`round(sum(${stages.length}))` }).from(stages),
    db.select({ n: count() }).from(drivers),
  ]);
  return {
    managers: Number(managerRows[0]?.n ?? 0),
    events: Number(eventRows[0]?.n ?? 0),
    stages: Number(stageRows[0]?.n ?? 0),
    kilometres: Number(stageRows[0]?.km ?? 0),
    drivers: Number(driverRows[0]?.n ?? 0),
    countries: Number(eventRows[0]?.countries ?? 0),
  };
}

export type EventRow = typeof events.$inferSelect;
