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
  const logged = new Set<string>();
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.signedLink) return;
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    // An address the server does not know (a LAN address, another host name): the player gets a sentence
    // that says what to do, the operator a log line that says what to set (docs/decisions/0194). Before
    // better-auth, whose own answer for its routes is a bare "Invalid origin".
    if (origin && !allowed.has(origin) && origin !== 'null') {
      if (!logged.has(origin) && logged.size < 100) {
        logged.add(origin);
        request.log.warn(
          { origin, trusted: [...allowed] },
          `refused writes from ${origin}: set PUBLIC_URL to it, or add it to TRUSTED_ORIGINS (comma-separated), if players open the game there`,
        );
      }
      throw new AppError('FORBIDDEN', MESSAGES.untrustedAddress);
    }
    if (request.url.startsWith('/api/auth/')) return;
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
