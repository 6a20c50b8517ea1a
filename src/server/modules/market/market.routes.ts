import type { FastifyInstance } from 'fastify';
import { marketEndpoints as api } from '@shared/api/endpoints/market';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { getMarketDrivers, getMarketTrends } from './market.service';
import { createOwnershipReader } from './ownership.service';

/** The transfer market, declared in src/shared/api/endpoints/market.ts. */
export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownership = createOwnershipReader(ctx.db, ctx.clock);

  serve(app, api.listMarketDrivers, ctx.privateReads.route, async (request, reply) => {
    const user = sessionUser(request);
    // Personal (own drivers excluded) and changed by every purchase: never cached by the browser. This
    // instance keeps it per user until the user's team or the market changes (privateReads, decision 0174).
    reply.header('cache-control', 'no-store');
    return { drivers: await getMarketDrivers(ctx.db, user.id) };
  });

  serve(app, api.getMarketTrends, ctx.privateReads.route, async (_request, reply) => {
    reply.header('cache-control', 'private, max-age=60');
    return { trends: await getMarketTrends(ctx.db) };
  });

  serve(app, api.getDriverOwnership, {}, async (_request, reply) => {
    // Counted once a minute per instance (docs/decisions/0208); the browser asks again rather than keeping it.
    reply.header('cache-control', 'no-cache');
    return ownership.read();
  });
}
