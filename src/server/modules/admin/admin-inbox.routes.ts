import type { FastifyInstance } from 'fastify';
import { adminInboxEndpoints as api } from '@shared/api/endpoints/admin-inbox';
import { sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';
import { changeInboxMessage, readInbox } from './admin-inbox.service';

/** The inbox of contact and help messages (docs/decisions/0122; declared in src/shared/api/endpoints/admin-inbox.ts). */
export function registerAdminInboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, api.adminListMessages, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readInbox(ctx.db, request.query);
  });

  serve(app, api.adminUpdateMessage, {}, async (request) =>
    changeInboxMessage(ctx.db, sessionUser(request).id, request.params.id, request.body),
  );
}
