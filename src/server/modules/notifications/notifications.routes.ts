import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as api } from '@shared/api/endpoints/notifications';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { getMyNotifications, readAllNotifications, readNotification, unreadCount } from './notifications.service';

/**
 * The signed-in user's own notifications: every query is scoped by the session user, never by a path id alone.
 * Declared in src/shared/api/endpoints/notifications.ts.
 */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.countUnreadNotifications, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return { count: await unreadCount(ctx.db, user.id) };
  });

  serve(app, api.listNotifications, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return getMyNotifications(ctx.db, user.id, request.query.limit);
  });

  serve(app, api.markNotificationRead, {}, async (request) => {
    const user = sessionUser(request);
    return { notification: await readNotification(ctx.db, user.id, request.params.id) };
  });

  serve(app, api.markAllNotificationsRead, {}, async (request) => {
    const user = sessionUser(request);
    return { updated: await readAllNotifications(ctx.db, user.id) };
  });
}
