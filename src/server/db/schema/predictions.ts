import { appNowDefault } from './clock';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { drivers, events } from './championship';

export const predictions = pgTable(
  'predictions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    isProcessed: boolean('is_processed').notNull().default(false),
    points: integer('points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [unique('predictions_user_event_unique').on(t.userId, t.eventId), index('predictions_event_idx').on(t.eventId)],
);

export const predictionResults = pgTable(
  'prediction_results',
  {
    predictionId: integer('prediction_id')
      .notNull()
      .references(() => predictions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.predictionId, t.position] }),
    unique('prediction_results_driver_once').on(t.predictionId, t.driverId),
    check('prediction_results_position_range', sql`${t.position} BETWEEN 1 AND 3`),
  ],
);
