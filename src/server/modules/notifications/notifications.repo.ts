import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notificationFeed, notifications } from '../../db/schema/index';

// Readers go through the notification_feed view (migration 0005, docs/decisions/0103): a user's own rows
// plus the broadcasts addressed to them, with their read state, in one id space.

export async function countUnread(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(notificationFeed)
    .where(and(eq(notificationFeed.userId, userId), isNull(notificationFeed.readAt)));
  return rows[0]?.n ?? 0;
}

export type NotificationRow = typeof notificationFeed.$inferSelect;

/** The user's notifications, newest first. */
export async function listNotifications(db: Db, userId: string, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notificationFeed)
    .where(eq(notificationFeed.userId, userId))
    .orderBy(desc(notificationFeed.createdAt), desc(notificationFeed.id))
    .limit(limit);
}

async function feedRow(db: Db, userId: string, id: number): Promise<NotificationRow | undefined> {
  const rows = await db
    .select()
    .from(notificationFeed)
    .where(and(eq(notificationFeed.userId, userId), eq(notificationFeed.id, id)));
  return rows[0];
}

/**
 * Marks one notification read, scoped by its owner: another user's id (or a broadcast not addressed to
 * them) matches nothing, exactly like a missing one. A notice already read keeps its first read time.
 */
export async function markOneRead(db: Db, userId: string, id: number): Promise<NotificationRow | undefined> {
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, app_now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  await db.execute(sql`
    INSERT INTO notification_reads (user_id, broadcast_id)
    SELECT f.user_id, f.id FROM notification_feed f
    WHERE f.user_id = ${userId} AND f.id = ${id}
      AND EXISTS (SELECT 1 FROM notification_broadcasts b WHERE b.id = f.id)
    ON CONFLICT (user_id, broadcast_id) DO NOTHING`);
  return feedRow(db, userId, id);
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const own = await db
    .update(notifications)
    .set({ readAt: sql`app_now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  const res = (await db.execute(sql`
    INSERT INTO notification_reads (user_id, broadcast_id)
    SELECT f.user_id, f.id FROM notification_feed f
    WHERE f.user_id = ${userId} AND f.read_at IS NULL
      AND EXISTS (SELECT 1 FROM notification_broadcasts b WHERE b.id = f.id)
    ON CONFLICT (user_id, broadcast_id) DO NOTHING`)) as { rowCount?: number | null; affectedRows?: number };
  return own.length + Number(res.rowCount ?? res.affectedRows ?? 0);
}

/** Who a notification goes to, described so the repository can select the users in SQL (any number). */
export type Audience =
  | { kind: 'users'; userIds: readonly string[] }
  /** Every manager with a fantasy team. */
  | { kind: 'managers' }
  /** Everyone whose prediction for the event has been processed. */
  | { kind: 'predictors'; eventId: number }
  /** Current owners of any of the drivers. */
  | { kind: 'owners'; driverIds: readonly number[] }
  /** The admins of a league. */
  | { kind: 'leagueAdmins'; leagueId: number };

export interface NotificationContent {
  type: string;
  title: string;
  body: string;
  link: string | null;
  /** One notice per key and user: sending the same cause twice (a re-scored event) adds nothing. */
  dedupeKey: string | null;
}

/** Audiences too large for a row per user: stored once and fanned out on read by the feed view. */
type BroadcastAudience = Extract<Audience, { kind: 'managers' | 'predictors' | 'owners' }>;

function isBroadcast(audience: Audience): audience is BroadcastAudience {
  return audience.kind === 'managers' || audience.kind === 'predictors' || audience.kind === 'owners';
}

function audienceSql(audience: Exclude<Audience, BroadcastAudience>): SQL {
  switch (audience.kind) {
    case 'users':
      return audience.userIds.length === 0
        ? sql`SELECT NULL::text AS user_id WHERE false`
        : sql`SELECT id AS user_id FROM users WHERE id IN ${audience.userIds}`;
    case 'leagueAdmins':
      return sql`SELECT user_id FROM league_members WHERE league_id = ${audience.leagueId} AND is_admin`;
  }
}

/**
 * A broadcast is one row whatever the audience's size (a million managers cost nothing at send time), plus
 * one row per send; the feed view decides on read whom each send reached. Returns 1 when a send was stored.
 */
async function insertBroadcast(db: Db | Tx, audience: BroadcastAudience, content: NotificationContent): Promise<number> {
  if (audience.kind === 'owners' && audience.driverIds.length === 0) return 0;
  const eventId = audience.kind === 'predictors' ? audience.eventId : null;
  const driverIds = audience.kind === 'owners' ? `{${audience.driverIds.map(Number).join(',')}}` : '{}';
  const key = content.dedupeKey ?? randomUUID();
  await db.execute(sql`
    INSERT INTO notification_broadcasts (audience, event_id, type, title, body, link, dedupe_key)
    VALUES (${audience.kind}, ${eventId}, ${content.type}, ${content.title}, ${content.body}, ${content.link}, ${key})
    ON CONFLICT (dedupe_key) DO NOTHING`);
  const res = (await db.execute(sql`
    INSERT INTO notification_sends (broadcast_id, driver_ids)
    SELECT id, ${driverIds}::int[] FROM notification_broadcasts WHERE dedupe_key = ${key}`)) as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(res.rowCount ?? res.affectedRows ?? 0);
}

/**
 * Personal audiences: one INSERT … SELECT. Users who turned in-app notifications off
 * (user_preferences.notifications) get none. Broadcast audiences: one row (insertBroadcast). Returns the
 * number of rows stored.
 */
export async function insertNotifications(db: Db | Tx, audience: Audience, content: NotificationContent): Promise<number> {
  if (isBroadcast(audience)) return insertBroadcast(db, audience, content);
  const res = (await db.execute(sql`
    INSERT INTO notifications (user_id, type, title, body, link, dedupe_key)
    SELECT a.user_id, ${content.type}, ${content.title}, ${content.body}, ${content.link}, ${content.dedupeKey}
    FROM (${audienceSql(audience)}) a
    LEFT JOIN user_preferences up ON up.user_id = a.user_id
    WHERE a.user_id IS NOT NULL AND coalesce(up.notifications, true)
    ON CONFLICT (user_id, dedupe_key) DO NOTHING`)) as { rowCount?: number | null; affectedRows?: number };
  return Number(res.rowCount ?? res.affectedRows ?? 0);
}
