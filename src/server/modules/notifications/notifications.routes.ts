import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api/common';
import { unreadCountSchema } from '../../../shared/api/me';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { countUnread, markAllRead } from './notifications.repo';

const emptyBody = z.strictObject({}).optional();

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
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
      return { count: await countUnread(ctx.db, user.id) };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/notifications/read-all',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification of the signed-in user as read',
        body: emptyBody,
        response: { 200: z.object({ updated: z.number().int() }), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      return { updated: await markAllRead(ctx.db, user.id) };
    },
  );
}
