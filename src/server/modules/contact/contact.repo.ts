import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<ContactMessageRow> {
  const rows = await db.insert(contactMessages).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

/** Newest first: an admin reads the inbox from the top. */
export async function listContactMessages(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
