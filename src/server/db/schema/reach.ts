import { appNowDefault } from './clock';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { events } from './championship';

/**
 * What a player wants to hear away from the page (issue 32, docs/decisions/0195). One row per player who
 * changed something; a missing row means every kind on (the spec's default for e-mail updates). The spec's
 * `user_preferences.email_updates` stays the master switch for e-mail: off, no reminder or digest is sent.
 */
export const reachPreferences = pgTable('reach_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailLock24h: boolean('email_lock_24h').notNull().default(true),
  emailLock1h: boolean('email_lock_1h').notNull().default(true),
  emailDigest: boolean('email_digest').notNull().default(true),
  pushLock: boolean('push_lock').notNull().default(true),
  pushResults: boolean('push_results').notNull().default(true),
  pushStageWin: boolean('push_stage_win').notNull().default(true),
  pushPriceMove: boolean('push_price_move').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(appNowDefault),
});

/**
 * One row per (player, event, kind, channel) ever planned: the unique index is what makes a reminder or a
 * digest go out at most once, whichever instance claims it (docs/decisions/0195). `planned` rows wait for an
 * instance to claim a batch of them; `claimed` may be taken over
 * when its lease runs out (nothing left the server yet); `sending` is written in its own commit just before
 * the message leaves, so a row found in `sending` after its lease was perhaps sent and is marked `lost`, never
 * sent again. `rank` is the global rank a digest reported, so the next digest can say how it moved.
 */
export const reachDeliveries = pgTable(
  'reach_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull().default('planned'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().default(appNowDefault),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    rank: integer('rank'),
  },
  (t) => [
    uniqueIndex('reach_deliveries_once_idx').on(t.userId, t.eventId, t.kind, t.channel),
    index('reach_deliveries_event_idx').on(t.eventId, t.kind),
    index('reach_deliveries_open_idx').on(t.leaseUntil).where(sql`${t.status} IN ('claimed', 'sending')`),
    index('reach_deliveries_planned_idx').on(t.channel, t.id).where(sql`${t.status} = 'planned'`),
    check('reach_deliveries_kind', sql`${t.kind} IN ('lock_24h', 'lock_1h', 'digest')`),
    check('reach_deliveries_channel', sql`${t.channel} IN ('email', 'push')`),
    check('reach_deliveries_status', sql`${t.status} IN ('planned', 'claimed', 'sending', 'sent', 'failed', 'lost')`),
  ],
);

/** A browser's Web Push subscription (issue 32 part 2): one per device, removed when the push service answers 404/410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(appNowDefault),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
