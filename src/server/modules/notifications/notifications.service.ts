import type { NotificationDto, NotificationList } from '@shared/api/notifications';
import { NOTIFICATION_MESSAGES } from '@shared/api/notifications';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { countUnread, listNotifications, markAllRead, markOneRead, type NotificationRow } from './notifications.repo';

function toDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    // Only in-app paths become links; anything else a sender might store is shown as plain text.
    link: row.link && row.link.startsWith('/') && !row.link.startsWith('//') ? row.link : null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export async function getMyNotifications(db: Db, userId: string, limit: number): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([listNotifications(db, userId, limit), countUnread(db, userId)]);
  return { notifications: rows.map(toDto), unread };
}

export async function readNotification(db: Db, userId: string, id: number): Promise<NotificationDto> {
  const row = await markOneRead(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
  return toDto(row);
}

export async function readAllNotifications(db: Db, userId: string): Promise<number> {
  return markAllRead(db, userId);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  return countUnread(db, userId);
}
