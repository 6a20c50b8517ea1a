import { appNowDefault } from './clock';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { events } from './championship';

export const systemConfig = pgTable('system_config', {
  configKey: text('config_key').primaryKey(),
  configValue: text('config_value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(appNowDefault),
});

// Fixed-window counters shared by every API instance (sign-in failures, sign-ups, contact messages).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
    // Set by senders that may run twice for the same cause (re-scoring an event): one notice per key and user.
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_user_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);

/**
 * A notice to a whole audience (results published, prediction scored, price change of an owned driver),
 * stored once and fanned out on read (docs/decisions/0103). Its id comes from the notifications sequence,
 * so personal and broadcast notices share one id space in the feed.
 */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('notifications_id_seq')`),
    /** 'managers' (a team), 'predictors' (a processed prediction for event_id), 'owners' (held a moved driver). */
    audience: text('audience').notNull(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    dedupeKey: text('dedupe_key').notNull(),
  },
  (t) => [
    uniqueIndex('notification_broadcasts_dedupe_idx').on(t.dedupeKey),
    check('notification_broadcasts_audience', sql`${t.audience} IN ('managers', 'predictors', 'owners')`),
  ],
);

/**
 * Each time a broadcast is sent (a re-scored event sends its key again): the audience is judged at each
 * send, so someone who joined it since gets the notice then, and nobody loses one they had.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => notificationBroadcasts.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(appNowDefault),
    /** The 'owners' audience: the drivers whose price moved. */
    driverIds: integer('driver_ids').array().notNull().default(sql`'{}'`),
  },
  (t) => [index('notification_sends_broadcast_idx').on(t.broadcastId, t.sentAt)],
);

/** A broadcast a user has read (the only per-user row a broadcast ever gets). */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => notificationBroadcasts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [primaryKey({ columns: [t.userId, t.broadcastId] })],
);

/**
 * Every user's notices: their own rows plus the broadcasts addressed to them (migration 0005). Readers
 * filter it by user_id; the planner pushes that filter into both halves, so a user's feed costs a few
 * index probes per broadcast, whatever the number of managers.
 */
export const notificationFeed = pgView('notification_feed', {
  id: integer('id').notNull(),
  userId: text('user_id').notNull(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  dedupeKey: text('dedupe_key'),
}).existing();

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ipAddress: text('ip_address'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
    // The admin inbox (docs/decisions/0122): where it came from, when an admin opened it and who handled it.
    source: text('source').notNull().default('contact'),
    readAt: timestamp('read_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_messages_source', sql`${t.source} IN ('contact', 'help')`),
  ],
);
