import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema/index';

/** The auth library's storage: our users, sessions, accounts and verifications tables. */
export function authStore(db: Db) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { user: users, session: sessions, account: accounts, verification: verifications },
  });
}

/** "Last active" of profiles: stamped whenever a session starts. */
export async function recordSignIn(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ lastLogin: sql`app_now()` }).where(eq(users.id, userId));
}
