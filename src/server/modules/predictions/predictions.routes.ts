import type { FastifyInstance } from 'fastify';
import { predictionsEndpoints as api } from '@shared/api/endpoints/predictions';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { getCrowdPicks, getPredictionView, savePrediction } from './predictions.service';

/**
 * Podium predictions. The path names the event only; the prediction is always the session user's own,
 * looked up by user id, so another user's prediction is unreachable by construction (docs/decisions/0009).
 * Declared in src/shared/api/endpoints/predictions.ts.
 */
export function registerPredictionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.getMyPrediction, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return getPredictionView(ctx.db, user.id, request.params.eventId);
  });

  serve(app, api.savePrediction, {}, async (request, reply) => {
    const user = sessionUser(request);
    const { prediction, created } = await savePrediction(ctx.db, user.id, request.params.eventId, request.body);
    return reply.status(created ? 201 : 200).send({ prediction });
  });

  serve(app, api.getPredictionCrowd, {}, async (request, reply) => {
    sessionUser(request);
    reply.header('cache-control', 'no-store');
    return getCrowdPicks(ctx.db, request.params.eventId);
  });
}
