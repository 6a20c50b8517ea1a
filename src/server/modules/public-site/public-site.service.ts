import type { BadgeEvent, ServerTime, SiteStats } from '@shared/api/public-site';
import { publishedManagerCount } from '@shared/game/site-figures';
import type { Db } from '../../db/client';
import { databaseNow } from '../../db/clock.repo';
import { findNextUpcomingEvent, findRunningEvent } from '../../lib/next-event.repo';
import { countSiteFigures, type EventRow } from './public-site.repo';

export async function getSiteStats(db: Db): Promise<SiteStats> {
  const counts = await countSiteFigures(db);
  return { ...counts, managers: publishedManagerCount(counts.managers) };
}

function toBadgeEvent(row: EventRow, status: BadgeEvent['status']): BadgeEvent {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    location: row.location,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    status,
  };
}

/** The floating badge's event (issue 3, part 7): the running event, else the next to start, else none. */
export async function getBadgeEvent(db: Db): Promise<BadgeEvent | null> {
  const running = await findRunningEvent(db);
  if (running) return toBadgeEvent(running, 'active');
  const next = await findNextUpcomingEvent(db);
  return next ? toBadgeEvent(next, 'upcoming') : null;
}

/**
 * The database's game clock, which decides every lock: a device (or an app server) whose own clock is off
 * still counts down to the real moment.
 */
export async function getServerTime(db: Db): Promise<ServerTime> {
  return { now: (await databaseNow(db)).toISOString() };
}
