import type { FastifyInstance } from 'fastify';
import { publicSiteEndpoints as api } from '@shared/api/endpoints/public-site';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { getBadgeEvent, getServerTime, getSiteStats } from './public-site.service';

/**
 * Public, read-only figures for the marketing pages and the floating event badge; no session needed. Declared
 * in src/shared/api/endpoints/public-site.ts.
 */
export function registerPublicSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.getSiteStats, {}, async (_request, reply) => {
    // Shared by every visitor and slow to change: a minute of caching spares the database on busy days.
    reply.header('cache-control', 'public, max-age=60');
    return getSiteStats(ctx.db);
  });

  // Kept in memory and revalidated (no-cache, ETag), never kept by the browser: a publish or a start
  // changes it at a moment no max-age can know, and the header must stop saying "live" when it does.
  serve(app, api.getSiteNextEvent, ctx.publicReads.route, async () => ({ event: await getBadgeEvent(ctx.db) }));

  serve(app, api.getGameTime, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return getServerTime(ctx.db);
  });
}
