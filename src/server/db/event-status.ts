import { sql } from 'drizzle-orm';
import type { EventStatus } from '@shared/constants/enums';
import { events } from './schema/index';

// Event and stage status from the database clock (docs/game-rules.md §2.1 and §2.2, docs/decisions/0102-event-lifecycle.md):
// an event is `upcoming` before its start_date, `active` from then until its results are published, and
// `completed` once they are. Reads select these expressions instead of the stored column, so every
// instance agrees at every moment without any admin action; the stored column is kept in step by the
// scoring worker's tick for plain SQL readers.

export const eventStatusExpr = sql<EventStatus>`(CASE
  WHEN ${events.resultsPublishedAt} IS NOT NULL THEN 'completed'
  WHEN ${events.startDate} <= app_now() THEN 'active'
  ELSE 'upcoming' END)::event_status`;
export const eventStatusSql = eventStatusExpr.as('status');

// The stage's own columns, named with their table. In a select from `stages` alone drizzle prints a column
// of the selection without its table ("event_id"), which inside the subquery below would name the
// subquery's own row (`later`): every stage then stayed active until the publish.
const stageEventId = sql.raw('"stages"."event_id"');
const stageStart = sql.raw('"stages"."start_time"');

/**
 * A stage is `upcoming` before its start, `active` from its start until the next stage of the event
 * starts, and `completed` after that or once the event's results are published (docs/game-rules.md §2.2).
 * Read from `stages` under its own name (no alias), as the stage list and the status tick do.
 */
export const stageStatusExpr = sql<EventStatus>`(CASE
  WHEN (SELECT e.results_published_at FROM events e WHERE e.id = ${stageEventId}) IS NOT NULL THEN 'completed'
  WHEN ${stageStart} IS NULL OR ${stageStart} > app_now() THEN 'upcoming'
  WHEN EXISTS (SELECT 1 FROM stages later WHERE later.event_id = ${stageEventId}
               AND later.start_time > ${stageStart} AND later.start_time <= app_now()) THEN 'completed'
  ELSE 'active' END)::event_status`;
export const stageStatusSql = stageStatusExpr.as('status');
