import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registrationStatusSchema } from '@shared/api/me';
import type { AppContext } from '../../http/context';
import { isRegistrationEnabled } from './registration.repo';

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config/registration',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Whether new accounts can be created',
        response: { 200: registrationStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { enabled: await isRegistrationEnabled(ctx.db) };
    },
  );
}
