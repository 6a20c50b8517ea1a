import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenListSchema, apiTokenParamsSchema, createApiTokenBodySchema, createdApiTokenSchema } from '@shared/api/api-tokens';
import { errorResponseSchema } from '@shared/api/common';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { createApiToken, deleteApiToken, getApiTokens } from './api-tokens.service';

/**
 * The player's personal API tokens, managed in Settings (issue 34). Account routes: a session only, never a
 * token (a token cannot mint or revoke tokens).
 */
export function registerApiTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.get(
    '/api/me/api-tokens',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: "The signed-in player's API tokens in force and the rate limit of each", response: { 200: apiTokenListSchema, 401: errorResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getApiTokens(ctx.db, ctx.config, sessionUser(request).id);
    },
  );

  api.post(
    '/api/me/api-tokens',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Create a read-only API token (its secret is in this answer only)',
        body: createApiTokenBodySchema,
        response: { 201: createdApiTokenSchema, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createApiToken(ctx.db, sessionUser(request).id, request.body);
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  api.delete(
    '/api/me/api-tokens/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Revoke one of your API tokens: it stops working at once',
        params: apiTokenParamsSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteApiToken(ctx.db, sessionUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
