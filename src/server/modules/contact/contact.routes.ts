import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api/common';
import {
  contactBodySchema,
  contactCreatedSchema,
  contactListQuerySchema,
  contactListSchema,
} from '../../../shared/api/contact';
import { optionalSessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { readContactMessages, submitContactMessage } from './contact.service';

export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public on purpose (visitors ask before they sign up); the Origin + JSON guard still applies as a write.
  api.post(
    '/api/contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Rally Fantasy team',
        body: contactBodySchema,
        response: { 201: contactCreatedSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await optionalSessionUser(request);
      const created = await submitContactMessage(ctx.db, ctx.config.rateLimits, request.body, {
        ip: request.ip,
        userId: user?.id ?? null,
      });
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/api/admin/contact-messages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['contact', 'admin'],
        summary: 'Messages sent through the contact form, newest first (site admins only)',
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readContactMessages(ctx.db, request.query);
    },
  );
}
