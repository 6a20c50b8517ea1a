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
