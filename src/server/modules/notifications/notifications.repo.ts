import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications, userPreferences } from '../../db/schema/index';

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

export interface NewNotification {
  userId: string;
  /** Machine-readable kind, e.g. `league_member_joined`; the web may pick an icon by it. */
  type: string;
  title: string;
  body: string;
  /** An in-app path to open, e.g. `/leagues/12`. */
  link: string | null;
}

/**
 * Writes in-app notifications (DESIGN §4 "Notifications": results, predictions, prices, league members).
 * Runs in the caller's transaction when given one, so a notice exists exactly when its cause does.
 * Recipients who turned in-app notifications off (user_preferences.notifications) are skipped in the same
 * INSERT … SELECT; returns how many rows were written.
 */
export async function createNotifications(db: Db | Tx, rows: readonly NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map((r) => sql`(${r.userId}::text, ${r.type}::text, ${r.title}::text, ${r.body}::text, ${r.link}::text)`),
    sql`, `,
  );
  // Both drivers answer `{ rows }` for a statement with RETURNING.
  const result = (await db.execute(sql`
    INSERT INTO ${notifications} (user_id, type, title, body, link)
    SELECT v.user_id, v.type, v.title, v.body, v.link
    FROM (VALUES ${values}) AS v(user_id, type, title, body, link)
    LEFT JOIN ${userPreferences} up ON up.user_id = v.user_id
    WHERE coalesce(up.notifications, true)
    RETURNING id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
