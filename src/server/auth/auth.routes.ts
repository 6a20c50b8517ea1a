import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInBodySchema, signUpBodySchema } from '../../shared/api/auth';
import type { AppConfig } from '../config';
import { AppError, MESSAGES } from '../http/app-error';
import type { Db } from '../db/client';
import type { Auth } from './auth';
import { AUTH_CODE_MESSAGES, AUTH_MESSAGES } from './auth-messages';
import { createAuthRateLimiter } from './auth-rate-limit';

function toFetchRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  // better-auth reads the client address from this header; hand it the one Fastify trusted.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie' || key === 'content-length') return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (!text) return reply.send();
  if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
    const body = JSON.parse(text) as { code?: string; message?: string };
    const message = (body.code && AUTH_CODE_MESSAGES[body.code]) ?? body.message;
    return reply.send({ ...body, code: body.code ?? 'BAD_REQUEST', message });
  }
  return reply.send(text);
}

const SIGN_IN_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-in/username']);

/** The account a sign-in attempt is aimed at: its email or username. */
function accountOf(body: unknown): string {
  const b = body as { email?: unknown; username?: unknown } | undefined;
  const id = b?.email ?? b?.username;
  return typeof id === 'string' ? id : '';
}

export function registerAuthRoutes(app: FastifyInstance, auth: Auth, db: Db, config: AppConfig): void {
  const limiter = createAuthRateLimiter(db, config.rateLimits);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const path = request.url.split('?')[0];
      const ip = request.ip;
      // better-auth's admin endpoints would bypass the console's rules (the last admin, disabling an
      // admin): accounts are managed through /api/admin/users only (docs/decisions/0121).
      if (path?.startsWith('/api/auth/admin/')) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: MESSAGES.notFound });
      }
      const strict = path === '/api/auth/sign-up/email' ? signUpBodySchema : path === '/api/auth/sign-in/email' ? signInBodySchema : null;
      if (strict) {
        const parsed = strict.safeParse(request.body ?? {});
        if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid request');
      }

      if (path && SIGN_IN_PATHS.has(path)) {
        const email = accountOf(request.body);
        if (await limiter.signInBlocked(email, ip)) {
          return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManySignIns });
        }
        const response = await auth.handler(toFetchRequest(request, config.publicUrl));
        if (response.status === 401) await limiter.signInFailed(email, ip);
        else if (response.ok) await limiter.signInSucceeded(email);
        return sendFetchResponse(reply, response);
      }

      if (path === '/api/auth/sign-up/email' && (await limiter.signUpAttempt(ip))) {
        return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: AUTH_MESSAGES.tooManySignUps });
      }

      return sendFetchResponse(reply, await auth.handler(toFetchRequest(request, config.publicUrl)));
    },
  });
}
