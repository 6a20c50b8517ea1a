import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import type { CorrectionChange } from '@shared/api/corrections';
import { events } from './championship';
import { appNowDefault } from './clock';

// A republish that changed published results (docs/game-rules.md §16.3, docs/decisions/0192): what changed,
// driver by driver, and how many managers' points went up or down. Written by the engine, read by the public
// corrections log and the event's results; never edited.
export const resultCorrections = pgTable(
  'result_corrections',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull().default(appNowDefault),
    changes: jsonb('changes').$type<CorrectionChange[]>().notNull(),
    // Null until the engine's managers step has compared the scores before and after.
    managersUp: integer('managers_up'),
    managersDown: integer('managers_down'),
  },
  (t) => [index('result_corrections_event_idx').on(t.eventId, t.correctedAt)],
);
