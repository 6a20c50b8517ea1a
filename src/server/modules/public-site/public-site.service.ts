import type { BadgeEvent, SiteStats } from '@shared/api/public-site';
import { publishedManagerCount } from '@shared/game/site-figures';
import type { Db } from '../../db/client';
import { countSiteFigures, findNextUpcomingEvent, findRunningEvent, type EventRow } from './public-site.repo';

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
export async function getBadgeEvent(db: Db, now = new Date()): Promise<BadgeEvent | null> {
  const running = await findRunningEvent(db, now);
  if (running) return toBadgeEvent(running, 'active');
  const next = await findNextUpcomingEvent(db, now);
  return next ? toBadgeEvent(next, 'upcoming') : null;
}
