import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, healthUnavailableSchema } from '@shared/api/me';
import type { AppContext } from '../../http/context';
import { checkReadiness } from './health.repo';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext, kind: 'pglite' | 'postgres'): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and is migrated (503 with the reason otherwise)',
        response: { 200: healthSchema, 503: healthUnavailableSchema },
      },
    },
    async (_request, reply) => {
      // A check that does not touch the database would report a broken server as ready.
      const readiness = await checkReadiness(ctx.db);
      reply.header('cache-control', 'no-store');
      if (readiness !== 'ok') return reply.status(503).send({ status: 'unavailable' as const, database: kind, reason: readiness });
      return { status: 'ok' as const, database: kind };
    },
  );
}
