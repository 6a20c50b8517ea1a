import { unreadCountSchema } from '../me';
import {
  emptyNotificationBodySchema,
  markAllReadResponseSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationResponseSchema,
} from '../notifications';
import { defineEndpoints } from './define';

const tags = ['notifications'];

/** The signed-in user's own notifications: every query is scoped by the session user, never by a path id alone. */
export const notificationEndpoints = defineEndpoints({
  countUnreadNotifications: {
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary: 'Unread notifications of the signed-in user',
    tags,
    access: 'signedIn',
    responses: { 200: unreadCountSchema },
    errors: [401],
  },
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    summary: 'The latest notifications of the signed-in user, newest first, with the unread count',
    tags,
    access: 'signedIn',
    query: notificationListQuerySchema,
    responses: { 200: notificationListSchema },
    errors: [400, 401],
  },
  markNotificationRead: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of your notifications as read (another user’s is a 404)',
    tags,
    access: 'signedIn',
    params: notificationParamsSchema,
    body: emptyNotificationBodySchema,
    responses: { 200: notificationResponseSchema },
    errors: [400, 401, 404],
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark every notification of the signed-in user as read',
    tags,
    access: 'signedIn',
    body: emptyNotificationBodySchema,
    responses: { 200: markAllReadResponseSchema },
    errors: [401],
  },
});
