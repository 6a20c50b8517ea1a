import type { FastifyInstance } from 'fastify';
import { AppError, MESSAGES } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is authorised by a signed link, never by the session cookie (the one-click unsubscribe, which
     * mail providers POST from their servers as a form): no cookie, so no CSRF to guard against.
     */
    signedLink?: boolean;
  }
}

/**
 * Cookie sessions make every state-changing route a CSRF target. better-auth guards its own routes;
 * every other write must come from our own origin and carry JSON (a cross-site form cannot send JSON
 * without a CORS preflight, which we never grant).
 */
export function registerRequestGuards(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const allowed = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.signedLink) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) throw new AppError('FORBIDDEN', MESSAGES.badOrigin);
  });
  app.addHook('preValidation', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.signedLink) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    const length = Number(request.headers['content-length'] ?? 0);
    const type = request.headers['content-type'] ?? '';
    if ((length > 0 || request.body !== undefined) && !type.startsWith('application/json')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.jsonOnly);
    }
  });
}
