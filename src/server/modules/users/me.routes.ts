import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/api/common';
import { meResponseSchema } from '../../../shared/api/me';
import { sessionUser } from '../../http/access';
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
}
