import { INBOX_MESSAGES, type InboxFilter, type InboxList, type InboxMessage } from '@shared/api/admin-inbox';
import type { Db } from '../../db/client';
import { databaseNow } from '../../db/clock.repo';
import { AppError } from '../../http/app-error';
import { findInboxMessage, listInbox, lockInboxFlags, setInboxFlags, type InboxFlags, type InboxRow } from './admin-inbox.repo';

function toDto(row: InboxRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    category: row.category,
    subject: row.subject,
    message: row.message,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    source: row.source === 'help' ? 'help' : 'contact',
    readAt: row.readAt ? row.readAt.toISOString() : null,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handledBy: row.handledBy,
  };
}

export async function readInbox(db: Db, query: { status: InboxFilter; limit: number; offset: number }): Promise<InboxList> {
  const { rows, total, open } = await listInbox(db, query);
  return { messages: rows.map(toDto), total, open };
}

/**
 * Marking read again keeps the first read time; handled records who did it first and implies read;
 * reopening clears the handler (the message stays read); unread clears the read time.
 */
export function nextFlags(current: InboxFlags, change: { read?: boolean; handled?: boolean }, adminId: string, now: Date): InboxFlags {
  const next = { ...current };
  if (change.read === true) next.readAt = current.readAt ?? now;
  if (change.read === false) next.readAt = null;
  if (change.handled === true && !current.handledAt) {
    next.handledAt = now;
    next.handledBy = adminId;
    next.readAt = next.readAt ?? now;
  }
  if (change.handled === false) {
    next.handledAt = null;
    next.handledBy = null;
  }
  return next;
}

export async function changeInboxMessage(
  db: Db,
  adminId: string,
  id: number,
  change: { read?: boolean; handled?: boolean },
): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const current = await lockInboxFlags(tx, id);
    if (!current) throw new AppError('NOT_FOUND', INBOX_MESSAGES.messageNotFound);
    await setInboxFlags(tx, id, nextFlags(current, change, adminId, await databaseNow(tx)));
    const row = await findInboxMessage(tx, id);
    if (!row) throw new AppError('NOT_FOUND', INBOX_MESSAGES.messageNotFound);
    return toDto(row);
  });
}
