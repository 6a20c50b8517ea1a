import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import {
  crowdPicksSchema,
  predictionEventParamsSchema,
  predictionViewSchema,
  savePredictionBodySchema,
  savePredictionResponseSchema,
} from '@shared/api/predictions';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { getCrowdPicks, getPredictionView, savePrediction } from './predictions.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * Podium predictions. The path names the event only; the prediction is always the session user's own,
 * looked up by user id, so another user's prediction is unreachable by construction (docs/decisions/0009).
 */
export function registerPredictionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/predictions/:eventId',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags: ['predictions'],
        summary: "The signed-in user's prediction for an event, the drivers to pick from and the lock (database clock)",
        params: predictionEventParamsSchema,
        response: { 200: predictionViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return getPredictionView(ctx.db, user.id, request.params.eventId);
    },
  );

  r.put(
    '/api/predictions/:eventId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['predictions'],
        summary: 'Create or replace the podium prediction (until the event start, by the database clock)',
        params: predictionEventParamsSchema,
        body: savePredictionBodySchema,
        response: { 200: savePredictionResponseSchema, 201: savePredictionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { prediction, created } = await savePrediction(ctx.db, user.id, request.params.eventId, request.body);
      return reply.status(created ? 201 : 200).send({ prediction });
    },
  );

  r.get(
    '/api/predictions/:eventId/crowd',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags: ['predictions'],
        summary: "The crowd's picks per podium place, once predictions are closed",
        params: predictionEventParamsSchema,
        response: { 200: crowdPicksSchema, ...errors },
      },
    },
    async (request, reply) => {
      sessionUser(request);
      reply.header('cache-control', 'no-store');
      return getCrowdPicks(ctx.db, request.params.eventId);
    },
  );
}
