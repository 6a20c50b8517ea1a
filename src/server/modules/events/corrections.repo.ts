import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, resultCorrections } from '../../db/schema/index';

/** The public corrections log keeps the most recent ones (a season has a handful). */
export const CORRECTIONS_LOG_LIMIT = 200;

/** Corrections with their event, newest first (docs/decisions/0192). */
export async function listCorrections(db: Db, where?: SQL) {
  return db
    .select({
      id: resultCorrections.id,
      correctedAt: resultCorrections.correctedAt,
      changes: resultCorrections.changes,
      managersUp: resultCorrections.managersUp,
      managersDown: resultCorrections.managersDown,
      eventId: events.id,
      eventName: events.name,
      season: events.season,
      round: events.round,
    })
    .from(resultCorrections)
    .innerJoin(events, eq(events.id, resultCorrections.eventId))
    .where(where)
    .orderBy(desc(resultCorrections.correctedAt), desc(resultCorrections.id))
    .limit(CORRECTIONS_LOG_LIMIT);
}

export const ofEvent = (eventId: number) => eq(resultCorrections.eventId, eventId);
