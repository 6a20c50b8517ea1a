import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import { unreadCountSchema } from '@shared/api/me';
import {
  markAllReadResponseSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationResponseSchema,
} from '@shared/api/notifications';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { getMyNotifications, readAllNotifications, readNotification, unreadCount } from './notifications.service';

const emptyBody = z.strictObject({}).optional();

/** The signed-in user's own notifications: every query is scoped by the session user, never by a path id alone. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/notifications/unread-count',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Unread notifications of the signed-in user',
        response: { 200: unreadCountSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { count: await unreadCount(ctx.db, user.id) };
    },
  );

  r.get(
    '/api/notifications',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'The latest notifications of the signed-in user, newest first, with the unread count',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return getMyNotifications(ctx.db, user.id, request.query.limit);
    },
  );

  r.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications as read (another user’s is a 404)',
        params: notificationParamsSchema,
        body: emptyBody,
        response: { 200: notificationResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { notification: await readNotification(ctx.db, user.id, request.params.id) };
    },
  );

  r.post(
    '/api/notifications/read-all',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification of the signed-in user as read',
        body: emptyBody,
        response: { 200: markAllReadResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { updated: await readAllNotifications(ctx.db, user.id) };
    },
  );
}
