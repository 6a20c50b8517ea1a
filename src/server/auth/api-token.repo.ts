import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apiTokens, users } from '../db/schema/index';

export interface ApiTokenOwner {
  tokenId: number;
  revoked: boolean;
  user: { id: string; email: string; username: string; name: string; image: string | null; role: string; isAdmin: boolean; banned: boolean | null };
}

/** The token with this hash and its owner, revoked or not (a revoked token is told apart from an unknown one). */
export async function findApiTokenByHash(db: Db, tokenHash: string): Promise<ApiTokenOwner | null> {
  const rows = await db
    .select({
      tokenId: apiTokens.id,
      revokedAt: apiTokens.revokedAt,
      user: { id: users.id, email: users.email, username: users.username, name: users.name, image: users.image, role: users.role, isAdmin: users.isAdmin, banned: users.banned },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash));
  const row = rows[0];
  return row ? { tokenId: row.tokenId, revoked: row.revokedAt !== null, user: row.user } : null;
}

/**
 * Records a use, to the minute: a script polling every second writes the row once a minute, not on every read.
 */
export async function touchApiToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`app_now()` })
    .where(and(eq(apiTokens.id, tokenId), or(isNull(apiTokens.lastUsedAt), sql`${apiTokens.lastUsedAt} < app_now() - interval '1 minute'`)));
}
