import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  inboxListQuerySchema,
  inboxListSchema,
  inboxMessageSchema,
  inboxParamsSchema,
  inboxUpdateBodySchema,
} from '@shared/api/admin-inbox';
import { errorResponseSchema } from '@shared/api/common';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { changeInboxMessage, readInbox } from './admin-inbox.service';

/** The inbox of contact and help messages (docs/decisions/0122). */
export function registerAdminInboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
  const tags = ['admin', 'contact'];

  r.get(
    '/api/admin/contact-messages',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Contact and help messages, newest first, open / handled / all (site admins only)',
        querystring: inboxListQuerySchema,
        response: { 200: inboxListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readInbox(ctx.db, request.query);
    },
  );

  r.patch(
    '/api/admin/contact-messages/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Mark a message read or unread, handled or open again',
        params: inboxParamsSchema,
        body: inboxUpdateBodySchema,
        response: { 200: inboxMessageSchema, ...errors },
      },
    },
    async (request) => changeInboxMessage(ctx.db, sessionUser(request).id, request.params.id, request.body),
  );
}
