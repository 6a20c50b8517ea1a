import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import { meResponseSchema, sessionResponseSchema } from '@shared/api/me';
import { optionalSessionUser, sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';

export function registerMeRoutes(app: FastifyInstance, _ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        response: { 200: meResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return { user };
    },
  );

  // The web app's session check on every first load (docs/decisions/0170): public, so a visitor gets
  // `{ user: null }` instead of a 401 in the browser's console.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, or null for a visitor',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: await optionalSessionUser(request) };
    },
  );
}
