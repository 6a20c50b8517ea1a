import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { nextEventResponseSchema, serverTimeSchema, siteStatsSchema } from '@shared/api/public-site';
import type { AppContext } from '../../http/context';
import { getBadgeEvent, getServerTime, getSiteStats } from './public-site.service';

/** Public, read-only figures for the marketing pages and the floating event badge; no session needed. */
export function registerPublicSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/site/stats',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public site'],
        summary: 'Real figures for the home and about pages: managers, events, drivers, host countries',
        response: { 200: siteStatsSchema },
      },
    },
    async (_request, reply) => {
      // Shared by every visitor and slow to change: a minute of caching spares the database on busy days.
      reply.header('cache-control', 'public, max-age=60');
      return getSiteStats(ctx.db);
    },
  );

  api.get(
    '/api/site/next-event',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public site'],
        summary: 'The running event, else the next upcoming one (null when none is scheduled)',
        response: { 200: nextEventResponseSchema },
      },
      // Kept in memory and revalidated (no-cache, ETag), never kept by the browser: a publish or a start
      // changes it at a moment no max-age can know, and the header must stop saying "live" when it does.
      ...ctx.publicReads.route,
    },
    async () => ({ event: await getBadgeEvent(ctx.db) }),
  );

  api.get(
    '/api/site/time',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public site'],
        summary: "The game clock's current instant: countdowns and badges follow it, not the device's own clock",
        response: { 200: serverTimeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return getServerTime(ctx.db);
    },
  );
}
