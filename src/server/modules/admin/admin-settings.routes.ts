import type { FastifyInstance } from 'fastify';
import { adminSettingsEndpoints as api } from '@shared/api/endpoints/admin-settings';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { isRegistrationEnabled, setRegistrationEnabled } from '../system/index';

/**
 * Site settings for admins: today the registration switch (system_config.registration_enabled). Declared in
 * src/shared/api/endpoints/admin-settings.ts.
 */
export function registerAdminSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.adminGetSettings, {}, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { registrationEnabled: await isRegistrationEnabled(ctx.db) };
  });

  serve(app, api.adminUpdateSettings, {}, async (request) => {
    await setRegistrationEnabled(ctx.db, request.body.registrationEnabled);
    return { registrationEnabled: await isRegistrationEnabled(ctx.db) };
  });
}
