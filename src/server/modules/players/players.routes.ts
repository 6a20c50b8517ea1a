import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import {
  dashboardResponseSchema,
  eventExplanationSchema,
  explainParamsSchema,
  profileParamsSchema,
  profileResponseSchema,
  statsResponseSchema,
} from '@shared/api/players';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { getDashboard, getEventExplanation, getProfile, getStatistics } from './players.service';

/**
 * The player's own area (issue 13). Dashboard and statistics take no user id: they are the session user's,
 * so nobody else's can be asked for. Profiles take one and go through the visibility policy.
 */
export function registerPlayerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/me/dashboard',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags: ['players'],
        summary: "The signed-in user's dashboard: stats, team, upcoming rallies, league positions, last scored event",
        response: { 200: dashboardResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return getDashboard(ctx.db, user.id);
    },
  );

  r.get(
    '/api/me/statistics',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags: ['players'],
        summary: "The signed-in user's statistics: leagues, predictions, achievements, activity, points per event",
        response: { 200: statsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return getStatistics(ctx.db, user.id);
    },
  );

  r.get(
    '/api/profiles/:userId',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags: ['players'],
        summary: "A user's profile as the caller may see it (own: everything; private: username and avatar only)",
        params: profileParamsSchema,
        response: { 200: profileResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return getProfile(ctx.db, user.id, request.params.userId);
    },
  );

  r.get(
    '/api/me/events/:eventId/explain',
    {
      config: { access: 'signedIn', apiToken: true },
      schema: {
        tags: ['players'],
        summary:
          "Explain my points for one scored event: the team's points per driver and per rule, the captain, and the prediction's rule",
        params: explainParamsSchema,
        response: { 200: eventExplanationSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.header('cache-control', 'no-store');
      return getEventExplanation(ctx.db, user.id, request.params.eventId);
    },
  );
}
