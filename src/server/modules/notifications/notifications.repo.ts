import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema/index';

export async function countUnread(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return rows[0]?.n ?? 0;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
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

function audienceSql(audience: Audience): SQL {
  switch (audience.kind) {
    case 'users':
      return audience.userIds.length === 0
        ? sql`SELECT NULL::text AS user_id WHERE false`
        : sql`SELECT id AS user_id FROM users WHERE id IN ${audience.userIds}`;
    case 'managers':
      return sql`SELECT user_id FROM fantasy_teams`;
    case 'predictors':
      return sql`SELECT user_id FROM predictions WHERE event_id = ${audience.eventId} AND is_processed`;
    case 'owners':
      return audience.driverIds.length === 0
        ? sql`SELECT NULL::text AS user_id WHERE false`
        : sql`SELECT DISTINCT ft.user_id FROM fantasy_team_drivers ftd JOIN fantasy_teams ft ON ft.id = ftd.team_id
              WHERE ftd.driver_id IN ${audience.driverIds}`;
    case 'leagueAdmins':
      return sql`SELECT user_id FROM league_members WHERE league_id = ${audience.leagueId} AND is_admin`;
  }
}

/**
 * One INSERT … SELECT for the whole audience (a million managers is one statement). Users who turned
 * in-app notifications off (user_preferences.notifications) get none. Returns the number inserted.
 */
export async function insertNotifications(db: Db | Tx, audience: Audience, content: NotificationContent): Promise<number> {
  const res = (await db.execute(sql`
    INSERT INTO notifications (user_id, type, title, body, link, dedupe_key)
    SELECT a.user_id, ${content.type}, ${content.title}, ${content.body}, ${content.link}, ${content.dedupeKey}
    FROM (${audienceSql(audience)}) a
    LEFT JOIN user_preferences up ON up.user_id = a.user_id
    WHERE a.user_id IS NOT NULL AND coalesce(up.notifications, true)
    ON CONFLICT (user_id, dedupe_key) DO NOTHING`)) as { rowCount?: number | null; affectedRows?: number };
  return Number(res.rowCount ?? res.affectedRows ?? 0);
}

