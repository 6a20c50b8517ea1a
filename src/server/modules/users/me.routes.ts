import type { FastifyInstance } from 'fastify';
import { accountEndpoints as api } from '@shared/api/endpoints/account';
import { optionalSessionUser, sessionUser } from '../../http/access';
import type { AppContext } from '../../http/context';
import { serve } from '../../http/serve';

/** Declared in src/shared/api/endpoints/account.ts. */
export function registerMeRoutes(app: FastifyInstance, _ctx: AppContext): void {
  serve(app, api.getMe, {}, async (request, reply) => {
    const user = sessionUser(request);
    reply.header('cache-control', 'no-store');
    return { user };
  });

  // The web app's session check on every first load (docs/decisions/0170): public, so a visitor gets
  // `{ user: null }` instead of a 401 in the browser's console.
  serve(app, api.getSession, {}, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: await optionalSessionUser(request) };
  });
}
