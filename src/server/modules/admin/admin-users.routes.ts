import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  disableUserBodySchema,
  emptyBodySchema,
  setRoleBodySchema,
} from '@shared/api/admin-users';
import { errorResponseSchema } from '@shared/api/common';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { changeRole, disableUser, enableUser, listUsers } from './admin-users.service';

/** Accounts for site admins: search, admin role, disable / enable (docs/decisions/0121). */
export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
  const tags = ['admin'];
  const admin = { access: 'admin' as const };

  r.get(
    '/api/admin/users',
    {
      config: admin,
      schema: { tags, summary: 'Search accounts by username or email', querystring: adminUserListQuerySchema, response: { 200: adminUserListSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listUsers(ctx.db, request.query);
    },
  );

  r.put(
    '/api/admin/users/:id/role',
    {
      config: admin,
      schema: { tags, summary: 'Make an account an admin, or a player again', params: adminUserParamsSchema, body: setRoleBodySchema, response: { 200: adminUserSchema, ...errors } },
    },
    async (request) => changeRole(ctx.db, request.params.id, request.body.role),
  );

  r.post(
    '/api/admin/users/:id/disable',
    {
      config: admin,
      schema: { tags, summary: 'Disable an account: its sessions end at once and sign-in is refused', params: adminUserParamsSchema, body: disableUserBodySchema, response: { 200: adminUserSchema, ...errors } },
    },
    async (request) => disableUser(ctx.db, sessionUser(request), request.params.id, request.body.reason),
  );

  r.post(
    '/api/admin/users/:id/enable',
    {
      config: admin,
      schema: { tags, summary: 'Enable a disabled account again', params: adminUserParamsSchema, body: emptyBodySchema, response: { 200: adminUserSchema, ...errors } },
    },
    async (request) => enableUser(ctx.db, request.params.id),
  );
}
