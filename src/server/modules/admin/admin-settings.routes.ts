import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSettingsSchema } from '@shared/api/admin-settings';
import { errorResponseSchema } from '@shared/api/common';
import type { AppContext } from '../../http/context';
import { isRegistrationEnabled, setRegistrationEnabled } from '../system/index';

/** Site settings for admins: today the registration switch (system_config.registration_enabled). */
export function registerAdminSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

  r.get(
    '/api/admin/settings',
    { config: { access: 'admin' }, schema: { tags: ['admin'], summary: 'Site settings', response: { 200: adminSettingsSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { registrationEnabled: await isRegistrationEnabled(ctx.db) };
    },
  );

  r.put(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Change site settings', body: adminSettingsSchema, response: { 200: adminSettingsSchema, ...errors } },
    },
    async (request) => {
      await setRegistrationEnabled(ctx.db, request.body.registrationEnabled);
      return { registrationEnabled: await isRegistrationEnabled(ctx.db) };
    },
  );
}
