import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import {
  contactBodySchema,
  contactCreatedSchema,
  helpBodySchema,
} from '@shared/api/contact';
import { optionalSessionUser, sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { submitContactMessage, submitHelpMessage } from './contact.service';

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

  // The help page's form (docs/decisions/0122-admin-inbox.md): signed in, so the sender is the account itself.
  api.post(
    '/api/help',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['contact'],
        summary: 'Ask the Rally Fantasy team for help (lands in the admin inbox)',
        body: helpBodySchema,
        response: { 201: contactCreatedSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await submitHelpMessage(ctx.db, ctx.config.rateLimits, request.body, sessionUser(request));
      return reply.status(201).send(created);
    },
  );
}
