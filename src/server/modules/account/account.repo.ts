import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accounts, userPreferences, users } from '../../db/schema/index';

type Conn = Db | Tx;

export interface ProfileRow {
  username: string;
  displayUsername: string | null;
  email: string;
  fullName: string | null;
  country: string | null;
}

export async function findProfile(db: Conn, userId: string): Promise<ProfileRow | undefined> {
  const rows = await db
    .select({
      username: users.username,
      displayUsername: users.displayUsername,
      email: users.email,
      fullName: users.fullName,
      country: users.country,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

export type PreferencesRow = typeof userPreferences.$inferSelect;

export async function findPreferences(db: Conn, userId: string): Promise<PreferencesRow | undefined> {
  const rows = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return rows[0];
}

/** The language the player chose in Settings, or undefined when they never saved their preferences. */
export async function storedLanguage(db: Conn, userId: string): Promise<string | undefined> {
  const rows = await db.select({ language: userPreferences.language }).from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return rows[0]?.language;
}

/** Whether another account uses this username; usernames are stored lower-cased (the username plugin's rule). */
export async function usernameTakenByOther(db: Conn, username: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateProfile(
  tx: Tx,
  userId: string,
  patch: { username?: string; fullName?: string | null; country?: string | null },
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (patch.username !== undefined) {
    // As sign-up stores it: the lower-cased login name, the spelling as typed for display, and better-auth's `name`.
    set.username = patch.username.toLowerCase();
    set.displayUsername = patch.username;
    set.name = patch.username;
  }
  if (patch.fullName !== undefined) set.fullName = patch.fullName;
  if (patch.country !== undefined) set.country = patch.country;
  if (Object.keys(set).length === 0) return;
  await tx
    .update(users)
    .set({ ...set, updatedAt: sql`app_now()` })
    .where(eq(users.id, userId));
}

/** Writes every preference field (docs/decisions/0140-account-settings-api.md: an upsert of all of them with updated_at). */
export async function upsertPreferences(
  tx: Tx,
  userId: string,
  prefs: { notifications: boolean; emailUpdates: boolean; publicProfile: boolean; language: string; theme: string },
): Promise<void> {
  await tx
    .insert(userPreferences)
    .values({ userId, ...prefs })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...prefs, updatedAt: sql`app_now()` } });
}

/** The stored password hash of the account's e-mail sign-in, or null. */
export async function findPasswordHash(db: Conn, userId: string): Promise<string | null> {
  const rows = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return rows[0]?.password ?? null;
}
