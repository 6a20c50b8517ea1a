import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getSessionUser, type SessionUser } from '../auth/session';
import type { Auth } from '../auth/auth';
import type { SessionMemo } from '../auth/session-memo';
import { AppError, MESSAGES } from './app-error';

/**
 * Who may call a route, declared in its options as `config: { access }` (docs/decisions/0009-route-access-declarations.md):
 * - `public`: anyone; `optionalSessionUser` tells who it is when someone is signed in.
 * - `signedIn`: any signed-in user. Per-resource rules (league member, league admin, owner) come on top,
 *   from the feature's `*.policy.ts`, called first in its service.
 * - `admin`: site admins only (role admin or the legacy admin flag).
 * One hook enforces it before body/query validation, so an anonymous caller always learns 401 and never
 * the route's schema.
 */
export const ACCESS_LEVELS = ['public', 'signedIn', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    lookupSessionUser: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
}

/** Routes that guard themselves: better-auth's own, the API docs and the SPA fallback. */
export function isSelfGuarded(url: string): boolean {
  return !url.startsWith('/api/') || url.startsWith('/api/auth/') || url.startsWith('/api/docs');
}

const users = new WeakMap<FastifyRequest, SessionUser | null>();

export function isSiteAdmin(user: SessionUser): boolean {
  return user.role === 'admin' || user.is_admin;
}

export function registerAccessControl(app: FastifyInstance, auth: Auth, memo: SessionMemo): void {
  // A route without a declaration cannot even be registered: forgetting it fails at start-up, not in production.
  app.addHook('onRoute', (route) => {
    if (isSelfGuarded(route.url)) return;
    const access = (route.config as { access?: unknown } | undefined)?.access;
    if (!ACCESS_LEVELS.includes(access as Access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access level (config.access: ${ACCESS_LEVELS.join(' | ')})`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const user = await app.lookupSessionUser(request);
    users.set(request, user);
    if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    if (access === 'admin' && !isSiteAdmin(user)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  });

  const load = (request: FastifyRequest) => getSessionUser(auth, request);
  app.decorate('lookupSessionUser', (request: FastifyRequest) => memo.lookup(request, load));
}

/** The caller of a `signedIn` or `admin` route. Throws (a bug, not a client error) on a public route. */
export function sessionUser(request: FastifyRequest): SessionUser {
  const user = users.get(request);
  if (!user) throw new Error(`sessionUser() called on ${request.routeOptions.url}, which is not declared signedIn or admin`);
  return user;
}

/** The caller of a `public` route when signed in, else null (e.g. to link a contact message to its author). */
export async function optionalSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (users.has(request)) return users.get(request) ?? null;
  const user = await request.server.lookupSessionUser(request);
  users.set(request, user);
  return user;
}
