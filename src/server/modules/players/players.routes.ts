import type { FastifyInstance } from 'fastify';
import { playerEndpoints as api } from '@shared/api/endpoints/players';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { getDashboard, getEventExplanation, getProfile, getStatistics } from './players.service';

/**
 * The player's own area (issue 13). Dashboard and statistics take no user id: they are the session user's,
 * so nobody else's can be asked for. Profiles take one and go through the visibility policy. Declared in
 * src/shared/api/endpoints/players.ts.
 */
export function registerPlayerRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.getDashboard, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return getDashboard(ctx.db, user.id);
  });

  serve(app, api.getMyStatistics, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return getStatistics(ctx.db, user.id);
  });

  serve(app, api.getProfile, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return getProfile(ctx.db, user.id, request.params.userId);
  });

  serve(app, api.explainMyEventPoints, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return getEventExplanation(ctx.db, user.id, request.params.eventId);
  });
}
