import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../shared/api/me';
import type { AppContext } from '../../http/context';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext, kind: 'pglite' | 'postgres'): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthSchema } } },
    async (_request, reply) => {
      // A health check that does not touch the database would report a broken server as healthy.
      await ctx.db.execute(sql`select 1`);
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: kind };
    },
  );
}
