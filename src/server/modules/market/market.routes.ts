import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import { marketDriversResponseSchema, marketTrendsResponseSchema } from '@shared/api/market';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { getMarketDrivers, getMarketTrends } from './market.service';

export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/market/drivers',
    {
      config: { access: 'signedIn' },
      ...ctx.privateReads.route,
      schema: {
        tags: ['market'],
        summary: "Drivers on the market (the signed-in user's own drivers left out)",
        response: { 200: marketDriversResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      // Personal (own drivers excluded) and changed by every purchase: never cached by the browser. This
      // instance keeps it per user until the user's team or the market changes (privateReads, decision 0174).
      reply.header('cache-control', 'no-store');
      return { drivers: await getMarketDrivers(ctx.db, user.id) };
    },
  );

  r.get(
    '/api/market/trends',
    {
      config: { access: 'signedIn' },
      ...ctx.privateReads.route,
      schema: {
        tags: ['market'],
        summary: 'Up to 3 drivers with the largest absolute percent price change',
        response: { 200: marketTrendsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      return { trends: await getMarketTrends(ctx.db) };
    },
  );
}
