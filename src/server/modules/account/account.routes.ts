import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSettingsSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  updateSettingsBodySchema,
} from '@shared/api/account';
import { errorResponseSchema } from '@shared/api/common';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { deleteAccount, exportAccountData, getSettings, updateSettings } from './account.service';

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.get(
    '/api/me/settings',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: 'Profile and preferences of the signed-in user (spec defaults when none are stored)', response: { 200: accountSettingsSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getSettings(ctx.db, sessionUser(request).id);
    },
  );

  api.patch(
    '/api/me/settings',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Save profile and preferences (the e-mail cannot be changed)',
        body: updateSettingsBodySchema,
        response: { 200: accountSettingsSchema, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => updateSettings(ctx.db, sessionUser(request).id, request.body),
  );

  api.get(
    '/api/me/export',
    { config: { access: 'signedIn' }, schema: { tags, summary: 'Everything the game holds about the signed-in player, as a JSON file' } },
    async (request, reply) => {
      const user = sessionUser(request);
      const data = await exportAccountData(ctx.db, user.id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="rally-fantasy-data-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  // POST rather than DELETE: the password travels in a JSON body, which DELETE bodies do not reliably carry.
  api.post(
    '/api/me/delete',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Delete the account and everything in it (asks for the password; cannot be undone)',
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      await deleteAccount(ctx.db, ctx.config.rateLimits, user.id, request.body.password);
      // The sessions went with the account; the browser's cookies go too, so it is signed out at once.
      const { authCookies } = await ctx.auth.$context;
      const secure = ctx.config.publicUrl.startsWith('https:') ? '; Secure' : '';
      reply.header(
        'set-cookie',
        [authCookies.sessionToken.name, authCookies.sessionData.name, authCookies.dontRememberToken.name].map(
          (name) => `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`,
        ),
      );
      return reply.header('cache-control', 'no-store').send({ deleted: true as const });
    },
  );
}
