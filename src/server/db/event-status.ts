import { sql } from 'drizzle-orm';
import type { EventStatus } from '@shared/constants/enums';
import { events, stages } from './schema/index';

// Event and stage status from the database clock (DESIGN §4, docs/decisions/0102-event-lifecycle.md):
// an event is `upcoming` before its start_date, `active` from then until its results are published, and
// `completed` once they are. Reads select these expressions instead of the stored column, so every
// instance agrees at every moment without any admin action; the stored column is kept in step by the
// scoring worker's tick for plain SQL readers.

export const eventStatusExpr = sql<EventStatus>`(CASE
  WHEN ${events.resultsPublishedAt} IS NOT NULL THEN 'completed'
  WHEN ${events.startDate} <= app_now() THEN 'active'
  ELSE 'upcoming' END)::event_status`;
export const eventStatusSql = eventStatusExpr.as('status');

/**
 * A stage is `upcoming` before its start, `active` from its start until the next stage of the event
 * starts, and `completed` after that or once the event's results are published.
 */
export const stageStatusExpr = sql<EventStatus>`(CASE
  WHEN (SELECT e.results_published_at FROM events e WHERE e.id = ${stages.eventId}) IS NOT NULL THEN 'completed'
  WHEN ${stages.startTime} IS NULL OR ${stages.startTime} > app_now() THEN 'upcoming'
  WHEN EXISTS (SELECT 1 FROM stages later WHERE later.event_id = ${stages.eventId}
               AND later.start_time > ${stages.startTime} AND later.start_time <= app_now()) THEN 'completed'
  ELSE 'active' END)::event_status`;
export const stageStatusSql = stageStatusExpr.as('status');
