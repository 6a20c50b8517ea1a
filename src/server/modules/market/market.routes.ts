import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/api/common';
import { marketDriversResponseSchema, marketTrendsResponseSchema } from '@shared/api/market';
import { ownershipQuerySchema, ownershipResponseSchema } from '@shared/api/ownership';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { getMarketDrivers, getMarketTrends } from './market.service';
import { createOwnershipReader } from './ownership.service';

export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownership = createOwnershipReader(ctx.db, ctx.clock);

  r.get(
    '/api/market/drivers',
    {
      config: { access: 'signedIn', apiToken: true },
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
      config: { access: 'signedIn', apiToken: true },
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

  r.get(
    '/api/market/ownership',
    {
      // Shares of the whole crowd, never whose team holds whom: public like the driver pages that show them.
      config: { access: 'public', apiToken: true },
      schema: {
        tags: ['market'],
        summary: 'Share of teams holding each driver, now and at the last lock (docs/game-rules.md §9.11)',
        querystring: ownershipQuerySchema,
        response: { 200: ownershipResponseSchema, 400: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      // Counted once a minute per instance (docs/decisions/0208); the browser asks again rather than keeping it.
      reply.header('cache-control', 'no-cache');
      return ownership.read();
    },
  );
}
