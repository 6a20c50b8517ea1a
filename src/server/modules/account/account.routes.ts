import type { FastifyInstance } from 'fastify';
import { accountEndpoints as api } from '@shared/api/endpoints/account';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { deleteAccount, exportAccountData, getSettings, updateSettings } from './account.service';

/** Declared in src/shared/api/endpoints/account.ts. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.getAccountSettings, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getSettings(ctx.db, sessionUser(request).id);
  });

  serve(app, api.updateAccountSettings, {}, async (request) => updateSettings(ctx.db, sessionUser(request).id, request.body));

  // The file is sent as written (a string is never run through the declared schema's serialiser).
  serve(app, api.exportAccountData, {}, async (request, reply) => {
    const user = sessionUser(request);
    const data = await exportAccountData(ctx.db, user.id);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="rally-fantasy-data-${day}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  // POST rather than DELETE: the password travels in a JSON body, which DELETE bodies do not reliably carry.
  serve(app, api.deleteAccount, {}, async (request, reply) => {
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
  });
}
