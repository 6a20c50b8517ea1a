import type { FastifyInstance } from 'fastify';
import { accountEndpoints as api } from '@shared/api/endpoints/account';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { createApiToken, deleteApiToken, getApiTokens } from './api-tokens.service';

/**
 * The player's personal API tokens, managed in Settings (issue 34). Account routes: a session only, never a
 * token (a token cannot mint or revoke tokens). Declared in src/shared/api/endpoints/account.ts.
 */
export function registerApiTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.listApiTokens, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getApiTokens(ctx.db, ctx.config, sessionUser(request).id);
  });

  serve(app, api.createApiToken, {}, async (request, reply) => {
    const created = await createApiToken(ctx.db, sessionUser(request).id, request.body);
    return reply.status(201).header('cache-control', 'no-store').send(created);
  });

  serve(app, api.revokeApiToken, {}, async (request, reply) => {
    await deleteApiToken(ctx.db, sessionUser(request).id, request.params.id);
    return reply.status(204).send(null);
  });
}
