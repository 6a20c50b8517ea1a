import type { FastifyInstance } from 'fastify';
import { adminUsersEndpoints as api } from '@shared/api/endpoints/admin-users';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { changeRole, disableUser, enableUser, listUsers } from './admin-users.service';

/**
 * Accounts for site admins: search, admin role, disable / enable (docs/decisions/0121; declared in
 * src/shared/api/endpoints/admin-users.ts).
 */
export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.adminSearchUsers, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listUsers(ctx.db, request.query);
  });

  serve(app, api.adminSetUserRole, {}, async (request) => changeRole(ctx.db, request.params.id, request.body.role));

  serve(app, api.adminDisableUser, {}, async (request) =>
    disableUser(ctx.db, sessionUser(request), request.params.id, request.body.reason),
  );

  serve(app, api.adminEnableUser, {}, async (request) => enableUser(ctx.db, request.params.id));
}
