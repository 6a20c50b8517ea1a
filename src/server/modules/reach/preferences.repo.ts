import { eq, sql } from 'drizzle-orm';
import { REACH_DEFAULTS, type ReachPreferences } from '@shared/api/reach';
import type { ReachKind } from '@shared/game/reminders';
import type { Db } from '../../db/client';
import { reachPreferences } from '../../db/schema/index';

export async function readReachPreferences(db: Db, userId: string): Promise<ReachPreferences> {
  const rows = await db.select().from(reachPreferences).where(eq(reachPreferences.userId, userId)).limit(1);
  const row = rows[0];
  if (!row) return { ...REACH_DEFAULTS };
  const { userId: _user, updatedAt: _updated, ...prefs } = row;
  return prefs;
}

export async function writeReachPreferences(db: Db, userId: string, change: Partial<ReachPreferences>): Promise<ReachPreferences> {
  await db
    .insert(reachPreferences)
    .values({ userId, ...REACH_DEFAULTS, ...change })
    .onConflictDoUpdate({ target: reachPreferences.userId, set: { ...change, updatedAt: sql`app_now()` } });
  return readReachPreferences(db, userId);
}

const EMAIL_SWITCH: Record<ReachKind, keyof ReachPreferences> = {
  lock_24h: 'emailLock24h',
  lock_1h: 'emailLock1h',
  digest: 'emailDigest',
};

/** The one-click unsubscribe: that e-mail kind off, nothing else touched. False when the player is gone. */
export async function turnOffEmailKind(db: Db, userId: string, kind: ReachKind): Promise<boolean> {
  const exists = await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId}`);
  if ((exists as unknown as { rows: unknown[] }).rows.length === 0) return false;
  await writeReachPreferences(db, userId, { [EMAIL_SWITCH[kind]]: false });
  return true;
}
