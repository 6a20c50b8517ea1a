import type { FastifyRequest } from 'fastify';
import { requireUser, type SessionUser } from '../../auth/session';
import type { AppContext } from '../../http/context';

/**
 * Authentication as a route `onRequest` hook, so an anonymous caller gets 401 "User not authenticated"
 * before body validation can answer 400 (and learn the route's schema). The user is kept per request.
 */
export function signedIn(ctx: AppContext) {
  const users = new WeakMap<FastifyRequest, SessionUser>();
  return {
    onRequest: async (request: FastifyRequest) => {
      users.set(request, await requireUser(ctx.auth, request));
    },
    user(request: FastifyRequest): SessionUser {
      const user = users.get(request);
      // Only reachable if a route forgot the hook: fail loudly rather than act as nobody.
      if (!user) throw new Error('signedIn.onRequest hook missing on this route');
      return user;
    },
  };
}
