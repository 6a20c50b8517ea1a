import type { FastifyInstance } from 'fastify';
import { rivalEndpoints as api } from '@shared/api/endpoints/rivals';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { getRival } from './rivals.service';

/**
 * Rivals side by side (issue 31 part 4, docs/decisions/0211). Signed in; the service lets only fellow members of
 * the league through, and only for events whose lock has passed. Declared in src/shared/api/endpoints/rivals.ts.
 */
export function registerRivalRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.getMemberTeam, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return getRival(ctx.db, user.id, request.params.id, request.params.userId, request.query);
  });
}
