import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, users } from '../../db/schema/index';

export type ApiTokenRow = Pick<typeof apiTokens.$inferSelect, 'id' | 'name' | 'prefix' | 'createdAt' | 'lastUsedAt'>;

const columns = { id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt };

/** The player's tokens still in force, oldest first (revoked ones are kept for their 401 but not listed). */
export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select(columns)
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

/**
 * Stores a new token unless the player already has `max` in force (null then). The user's row is locked so two
 * creations at once cannot both pass the count.
 */
export async function insertApiToken(
  db: Db,
  token: { userId: string; name: string; tokenHash: string; prefix: string },
  max: number,
): Promise<ApiTokenRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, token.userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, token.userId), isNull(apiTokens.revokedAt)));
    if ((held?.n ?? 0) >= max) return null;
    const [row] = await tx.insert(apiTokens).values(token).returning(columns);
    return row ?? null;
  });
}

/** Revokes one of the player's own tokens in force; false when there is none with that id (someone else's too). */
export async function revokeApiToken(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`app_now()` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}
