import type { FastifyInstance } from 'fastify';
import { systemEndpoints as api } from '@shared/api/endpoints/system';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { checkReadiness } from './health.repo';

/** Declared in src/shared/api/endpoints/system.ts. */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext, kind: 'pglite' | 'postgres'): void {
  serve(app, api.getHealth, {}, async (_request, reply) => {
    // A check that does not touch the database would report a broken server as ready.
    const readiness = await checkReadiness(ctx.db);
    reply.header('cache-control', 'no-store');
    if (readiness !== 'ok') return reply.status(503).send({ status: 'unavailable' as const, database: kind, reason: readiness });
    return { status: 'ok' as const, database: kind };
  });
}
