import { z } from 'zod';
import { idParamSchema } from './common';
import { NOTIFICATION_MESSAGES } from '../messages';
export { NOTIFICATION_MESSAGES };

/** In-app notifications (docs/game-rules.md §12): written by the engine and leagues through notify(). */


export const NOTIFICATION_LIST_MAX = 50;
export const NOTIFICATION_LIST_DEFAULT = 20;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** An in-app path ("/events/3"), or null when the notice is about nothing in particular. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIST_MAX).default(NOTIFICATION_LIST_DEFAULT),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationParamsSchema = z.strictObject({ id: idParamSchema });

/** The mark-as-read writes carry nothing: an empty JSON object, or no body. */
export const emptyNotificationBodySchema = z.strictObject({}).optional();

export const notificationResponseSchema = z.object({ notification: notificationSchema });

export const markAllReadResponseSchema = z.object({ updated: z.number().int() });
