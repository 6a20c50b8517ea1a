import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_TOKEN_MESSAGES } from '@shared/messages';
import { authenticateApiToken, bearerCredential, type ApiTokenLimits } from '../auth/api-token';
import { getSessionUser, type SessionUser } from '../auth/session';
import type { Auth } from '../auth/auth';
import type { SessionMemo } from '../auth/session-memo';
import type { Db } from '../db/client';
import { AppError, MESSAGES } from './app-error';

/**
 * Who may call a route, declared in its options as `config: { access }` (docs/decisions/0009-route-access-declarations.md):
 * - `public`: anyone; `optionalSessionUser` tells who it is when someone is signed in.
 * - `signedIn`: any signed-in user. Per-resource rules (league member, league admin, owner) come on top,
 *   from the feature's `*.policy.ts`, called first in its service.
 * - `admin`: site admins only (role admin or the legacy admin flag).
 * One hook enforces it before body/query validation, so an anonymous caller always learns 401 and never
 * the route's schema.
 *
 * A personal API token (`Authorization: Bearer`, issue 34, docs/decisions/0213-api-tokens.md) is a credential
 * only for the routes that say so with `config: { access, apiToken: true }`: reads (GET) that are public or for
 * any signed-in user, answered as the token's owner. Every other route answers a valid token 403, whatever its
 * level (writes, account and admin routes, better-auth's own); an unknown or revoked token is 401 everywhere.
 */
export const ACCESS_LEVELS = ['public', 'signedIn', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The route accepts a personal API token as its caller's credential (GET routes, public or signedIn only). */
    apiToken?: boolean;
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

/** The API token rules apply to the API, not to the docs (public, and fetched by tools that may send one). */
const tokenGuarded = (url: string | undefined) => url !== undefined && url.startsWith('/api/') && !url.startsWith('/api/docs');

export function registerAccessControl(app: FastifyInstance, auth: Auth, memo: SessionMemo, tokens: { db: Db; limits: ApiTokenLimits }): void {
  // A route without a declaration cannot even be registered: forgetting it fails at start-up, not in production.
  app.addHook('onRoute', (route) => {
    const config = route.config as { access?: unknown; apiToken?: unknown } | undefined;
    // Tokens are read-only and never reach admin routes: a route cannot even offer them otherwise.
    if (config?.apiToken && ([route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD') || !['public', 'signedIn'].includes(config.access as string))) {
      throw new Error(`Route ${String(route.method)} ${route.url} accepts API tokens but is not a public or signedIn GET`);
    }
    if (isSelfGuarded(route.url)) return;
    const access = config?.access;
    if (!ACCESS_LEVELS.includes(access as Access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access level (config.access: ${ACCESS_LEVELS.join(' | ')})`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const credential = tokenGuarded(request.routeOptions.url) ? bearerCredential(request) : null;
    if (credential !== null) {
      const user = await authenticateApiToken(tokens.db, credential, tokens.limits, reply);
      if (!request.routeOptions.config.apiToken) throw new AppError('FORBIDDEN', API_TOKEN_MESSAGES.readOnly);
      users.set(request, user);
      return;
    }
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
