import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import { rivalParamsSchema, rivalQuerySchema, rivalResponseSchema } from '@shared/api/rivals';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { getRival } from './rivals.service';

/**
 * Rivals side by side (issue 31 part 4, docs/decisions/0211). Signed in; the service lets only fellow members of
 * the league through, and only for events whose lock has passed.
 */
export function registerRivalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/leagues/:id/members/:userId/team',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags: ['leagues'],
        summary: "A fellow member's team at the lock of each locked event, beside the caller's, with the drivers shared and the difference",
        params: rivalParamsSchema,
        querystring: rivalQuerySchema,
        response: {
          200: rivalResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return getRival(ctx.db, user.id, request.params.id, request.params.userId, request.query);
    },
  );
}
