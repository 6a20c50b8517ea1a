import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { contactMessages, users } from '../../db/schema/index';
import type { InboxFilter } from '@shared/api/admin-inbox';

type Conn = Db | Tx;

const handler = alias(users, 'handler');

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  category: contactMessages.category,
  subject: contactMessages.subject,
  message: contactMessages.message,
  userId: contactMessages.userId,
  createdAt: contactMessages.createdAt,
  source: contactMessages.source,
  readAt: contactMessages.readAt,
  handledAt: contactMessages.handledAt,
  handledBy: handler.username,
};

export type InboxRow = {
  id: number;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  userId: string | null;
  createdAt: Date;
  source: string;
  readAt: Date | null;
  handledAt: Date | null;
  handledBy: string | null;
};

function filterOf(status: InboxFilter): SQL | undefined {
  if (status === 'open') return isNull(contactMessages.handledAt);
  if (status === 'handled') return isNotNull(contactMessages.handledAt);
  return undefined;
}

/** Newest first: an admin reads the inbox from the top. */
export async function listInbox(
  db: Conn,
  query: { status: InboxFilter; limit: number; offset: number },
): Promise<{ rows: InboxRow[]; total: number; open: number }> {
  const where = filterOf(query.status);
  const [rows, totals, open] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0), open: Number(open[0]?.n ?? 0) };
}

export async function findInboxMessage(db: Conn, id: number): Promise<InboxRow | undefined> {
  const rows = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id))
    .limit(1);
  return rows[0];
}

export interface InboxFlags {
  readAt: Date | null;
  handledAt: Date | null;
  handledBy: string | null;
}

/** The message's flags under a row lock, so two admins clicking at once apply one after the other. */
export async function lockInboxFlags(tx: Tx, id: number): Promise<InboxFlags | undefined> {
  const rows = await tx
    .select({ readAt: contactMessages.readAt, handledAt: contactMessages.handledAt, handledBy: contactMessages.handledBy })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function setInboxFlags(db: Conn, id: number, flags: InboxFlags): Promise<void> {
  await db.update(contactMessages).set(flags).where(eq(contactMessages.id, id));
}
