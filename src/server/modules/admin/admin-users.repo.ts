import { asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

type Conn = Db | Tx;

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  isAdminFlag: users.isAdmin,
  banned: users.banned,
  banReason: users.banReason,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
};

export type UserRow = {
  id: string;
  username: string;
  email: string;
  role: string;
  isAdminFlag: boolean;
  banned: boolean | null;
  banReason: string | null;
  createdAt: Date;
  lastLogin: Date | null;
};

const isAdminSql = or(eq(users.role, 'admin'), eq(users.isAdmin, true));

/** LIKE wildcards in what the admin typed are literal characters, not patterns. */
function likeLiteral(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchUsers(
  db: Conn,
  query: { q: string; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where: SQL | undefined = query.q
    ? or(ilike(users.username, likeLiteral(query.q)), ilike(users.email, likeLiteral(query.q)))
    : undefined;
  const [rows, totals] = await Promise.all([
    db.select(userColumns).from(users).where(where).orderBy(asc(sql`lower(${users.username})`), asc(users.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findUser(db: Conn, id: string): Promise<UserRow | undefined> {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Locks every admin row, so two admins demoting each other at once cannot both succeed and leave none. */
export async function lockAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(isAdminSql).orderBy(asc(users.id)).for('update');
  return rows.map((r) => r.id);
}

export async function lockUser(tx: Tx, id: string): Promise<UserRow | undefined> {
  const rows = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update').limit(1);
  return rows[0];
}

/** Role and the legacy flag move together, so "is admin" has one answer everywhere. */
export async function setUserRole(db: Conn, id: string, role: 'user' | 'admin'): Promise<void> {
  await db.update(users).set({ role, isAdmin: role === 'admin', updatedAt: sql`app_now()` }).where(eq(users.id, id));
}

export async function setUserDisabled(db: Conn, id: string, disabled: boolean, reason: string | null): Promise<void> {
  await db
    .update(users)
    .set({ banned: disabled, banReason: disabled ? reason : null, banExpires: null, updatedAt: sql`app_now()` })
    .where(eq(users.id, id));
}

/** Ends every session of the account: the next request with its cookie is anonymous. */
export async function deleteSessionsOf(db: Conn, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/** Makes the user with this e-mail a site admin (the CLI's `promote`); the id, or undefined when no such user. */
export async function promoteByEmail(db: Conn, email: string): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ role: 'admin', isAdmin: true, updatedAt: sql`app_now()` })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return row?.id;
}
