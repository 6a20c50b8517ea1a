import type { FastifyInstance } from 'fastify';
import { systemEndpoints as api } from '@shared/api/endpoints/system';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { isRegistrationEnabled } from './registration.repo';

/** Declared in src/shared/api/endpoints/system.ts. */
export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.getRegistrationStatus, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { enabled: await isRegistrationEnabled(ctx.db) };
  });
}
