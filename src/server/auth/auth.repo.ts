import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';

/** The id of the user with this e-mail (better-auth stores e-mails lower-cased), or null. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return rows[0]?.id ?? null;
}
