import type { EventEntryDto, NextEntries } from '@shared/api/entries';
import type { Db } from '../../db/client';
import { findNextUpcomingEvent } from '../../lib/next-event.repo';
import { listEntryIds, listEventEntries } from './entries.repo';
import { requireEvent } from './events.service';

export async function getEventEntries(db: Db, eventId: number): Promise<EventEntryDto[]> {
  await requireEvent(db, eventId);
  return listEventEntries(db, eventId);
}

/** The next rally and who is entered in it (docs/decisions/0191): the market, team, driver and dashboard marks. */
export async function getNextEntries(db: Db): Promise<NextEntries> {
  const event = await findNextUpcomingEvent(db);
  if (!event) return { event: null, entries: [] };
  return {
    event: { id: event.id, name: event.name, round: event.round, startDate: event.startDate.toISOString() },
    entries: await listEntryIds(db, event.id),
  };
}
