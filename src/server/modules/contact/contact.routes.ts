import type { FastifyInstance } from 'fastify';
import { contactEndpoints as api } from '@shared/api/endpoints/contact';
import { optionalSessionUser, sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { submitContactMessage, submitHelpMessage } from './contact.service';

/** Declared in src/shared/api/endpoints/contact.ts. */
export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public on purpose (visitors ask before they sign up); the Origin + JSON guard still applies as a write.
  serve(app, api.sendContactMessage, {}, async (request, reply) => {
    const user = await optionalSessionUser(request);
    const created = await submitContactMessage(ctx.db, ctx.config.rateLimits, request.body, {
      ip: request.ip,
      userId: user?.id ?? null,
    });
    return reply.status(201).send(created);
  });

  // The help page's form (docs/decisions/0122-admin-inbox.md): signed in, so the sender is the account itself.
  serve(app, api.askForHelp, {}, async (request, reply) => {
    const created = await submitHelpMessage(ctx.db, ctx.config.rateLimits, request.body, sessionUser(request));
    return reply.status(201).send(created);
  });
}
