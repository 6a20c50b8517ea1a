import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { STAGE_RESULT_STATUSES } from '@shared/api/live';
import { drivers, events, stages } from './championship';
import { appNowDefault } from './clock';

export const stageResultStatus = pgEnum('stage_result_status', STAGE_RESULT_STATUSES);

/**
 * The live weekend's facts (issue 29, docs/game-rules.md §15): one row per stage and driver as the admin typed
 * it. Rankings, winners, the overall after each stage and provisional points are derived from these rows on
 * read and never stored, so a corrected time re-derives everything after it (docs/decisions/0186).
 */
export const stageResults = pgTable(
  'stage_results',
  {
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    status: stageResultStatus('status').notNull(),
    timeMs: integer('time_ms'),
    penaltyMs: integer('penalty_ms').notNull().default(0),
    restarted: boolean('restarted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.stageId, t.driverId] }),
    check('stage_results_time_when_finished', sql`(${t.status} = 'finished') = (${t.timeMs} IS NOT NULL)`),
    check('stage_results_time_range', sql`${t.timeMs} IS NULL OR ${t.timeMs} BETWEEN 0 AND 7200000`),
    check('stage_results_penalty_range', sql`${t.penaltyMs} BETWEEN 0 AND 7200000`),
  ],
);

/**
 * Every publication of a stage (and the final publish): its id is the server-sent event id a stream resumes
 * from with Last-Event-ID, and the row's insert is what NOTIFY announces to every instance.
 */
export const livePublications = pgTable(
  'live_publications',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id').references(() => stages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['stage', 'final'] }).notNull(),
    correction: boolean('correction').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [index('live_publications_event_idx').on(t.eventId, t.id)],
);
