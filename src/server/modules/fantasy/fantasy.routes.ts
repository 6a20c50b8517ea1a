import type { FastifyInstance } from 'fastify';
import { fantasyEndpoints as api } from '@shared/api/endpoints/fantasy';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { clearCaptain, createTeam, getMyTeam, getMyTransfers, nameCaptain, purchaseDriver, removeDriver } from './fantasy.service';

/**
 * "My team" routes: the team is always the session user's, found by user id, so no path carries a team id
 * and another user's team is unreachable by construction (docs/decisions/0050-my-team-api.md). Declared in
 * src/shared/api/endpoints/fantasy.ts.
 */
export function registerFantasyRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Kept per user until the user's team or the drivers change (decision 0174).
  serve(app, api.getMyTeam, ctx.privateReads.route, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return { team: await getMyTeam(ctx.db, user.id) };
  });

  serve(app, api.createMyTeam, {}, async (request, reply) => {
    const user = sessionUser(request);
    const team = await createTeam(ctx.db, user.id, request.body.name);
    return reply.status(201).send({ team });
  });

  serve(app, api.buyDriver, {}, async (request, reply) => {
    const user = sessionUser(request);
    const team = await purchaseDriver(ctx.db, user.id, request.body.driverId, { warnShortfall: request.body.warnShortfall });
    return reply.status(201).send({ team });
  });

  serve(app, api.sellDriver, {}, async (request) => {
    const user = sessionUser(request);
    return { team: await removeDriver(ctx.db, user.id, request.params.driverId) };
  });

  serve(app, api.setCaptain, {}, async (request) => {
    const user = sessionUser(request);
    return { team: await nameCaptain(ctx.db, user.id, request.body.driverId) };
  });

  serve(app, api.clearCaptain, {}, async (request) => {
    const user = sessionUser(request);
    return { team: await clearCaptain(ctx.db, user.id) };
  });

  serve(app, api.listMyTransfers, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return { transfers: await getMyTransfers(ctx.db, user.id) };
  });
}
