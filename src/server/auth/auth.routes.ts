import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@shared/api/account';
import { authEndpoints as api } from '@shared/api/endpoints/auth';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sessionUser } from '../http/access';
import { AppError } from '../http/app-error';
import { serve } from '../http/serve';
import type { Auth } from './auth';
import { AUTH_CODE_MESSAGES, AUTH_MESSAGES } from './auth-messages';
import { createAuthRateLimiter } from './auth-rate-limit';
import { hashPassword } from './password';

/**
 * The auth endpoints the game offers, each registered on its own (docs/decisions/0080). better-auth has many
 * more (update-user, change-email, delete-user, list-sessions, admin/*); none of them is reachable over HTTP,
 * so every way into an account goes through our strict schemas and our limits. A wildcard route used to
 * forward anything under /api/auth, and a dot segment (/api/auth/./sign-in/email) then skipped both.
 */
function toFetchRequest(request: FastifyRequest, publicUrl: string, body?: unknown): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'content-length') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  // better-auth reads the client address from this header; hand it the one Fastify trusted.
  headers.set('x-forwarded-for', request.ip);
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  // The path better-auth sees is the route we matched, never the raw URL: what we checked is what runs.
  const url = new URL(request.routeOptions.url + query, publicUrl);
  if (request.method === 'GET') return new Request(url, { method: 'GET', headers });
  headers.set('content-type', 'application/json');
  return new Request(url, { method: request.method, headers, body: JSON.stringify(body ?? {}) });
}

interface AuthErrorBody {
  code?: string;
  message?: string;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends better-auth's answer on, with our wording for its error codes and without the session token: the
 * session lives in an HttpOnly cookie, and a token in a JSON body would hand it to any script on the page.
 */
async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  shape: (body: unknown) => unknown = withoutToken,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-type') return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
  const body = await readJson(response);
  if (body === undefined) return reply.send();
  if (response.status >= 400) {
    const error = (typeof body === 'object' && body !== null ? body : {}) as AuthErrorBody;
    const message = (error.code && AUTH_CODE_MESSAGES[error.code]) ?? error.message ?? AUTH_MESSAGES.loginFailed;
    return reply.send({ code: error.code ?? 'BAD_REQUEST', message });
  }
  return reply.send(shape(body));
}

function withoutToken(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  return rest;
}

const pick = (source: unknown, keys: readonly string[]): Record<string, unknown> => {
  const record = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]]));
};

/** get-session: who is signed in and until when; no token, IP address or user agent. */
function publicSession(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return null;
  const { session, user } = body as { session?: unknown; user?: unknown };
  return {
    session: pick(session, ['userId', 'expiresAt', 'createdAt', 'updatedAt']),
    user: pick(user, ['id', 'email', 'name', 'username', 'displayUsername', 'image', 'role', 'emailVerified', 'createdAt', 'updatedAt']),
  };
}

/** Route-level validation errors answer with the schema's own message, e.g. the spec's password texts. */
function rejectInvalid(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validation?: { message?: string }[] }) | undefined;
  if (error) throw new AppError('BAD_REQUEST', error.validation?.[0]?.message ?? 'Invalid request');
}

const outcomeOf = (status: number, failure: number): 'succeeded' | 'failed' | 'other' =>
  status >= 200 && status < 300 ? 'succeeded' : status === failure ? 'failed' : 'other';

const tooMany = (reply: FastifyReply, message: string) => reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message });

export function registerAuthRoutes(app: FastifyInstance, auth: Auth, db: Db, config: AppConfig): void {
  const limiter = createAuthRateLimiter(db, config.rateLimits);
  const forward = (request: FastifyRequest, body?: unknown) => auth.handler(toFetchRequest(request, config.publicUrl, body));
  // Each keeps its own validation refusal (attachValidation, rejectInvalid) and its rate limit.
  const validated = { attachValidation: true };

  serve(
    app,
    api.signUp,
    validated,
    async (request, reply) => {
      rejectInvalid(request);
      if (!(await limiter.signUpAttempt(request.ip))) return tooMany(reply, AUTH_MESSAGES.tooManySignUps);
      const response = await forward(request, request.body);
      if (response.status === 422) {
        const body = (await readJson(response.clone())) as AuthErrorBody | undefined;
        if (body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
          // Do not confirm that this e-mail has an account (docs/decisions/0081); spend the time a new
          // account's password hash would take so the answer's timing does not tell either.
          await hashPassword(request.body.password);
          return reply
            .status(400)
            .header('cache-control', 'no-store')
            .send({ code: 'REGISTRATION_FAILED', message: AUTH_MESSAGES.registerFailed });
        }
      }
      return sendFetchResponse(reply, response);
    },
  );

  serve(
    app,
    api.signIn,
    validated,
    async (request, reply) => {
      rejectInvalid(request);
      const attempt = await limiter.signInAttempt(request.body.email, request.ip);
      if (!attempt.allowed) return tooMany(reply, AUTH_MESSAGES.tooManySignIns);
      let response: Response;
      try {
        response = await forward(request, request.body);
      } catch (err) {
        await attempt.settle('other');
        throw err;
      }
      await attempt.settle(outcomeOf(response.status, 401));
      return sendFetchResponse(reply, response);
    },
  );

  serve(
    app,
    api.signOut,
    validated,
    async (request, reply) => {
      rejectInvalid(request);
      return sendFetchResponse(reply, await forward(request, {}));
    },
  );

  serve(
    app,
    api.getAuthSession,
    validated,
    async (request, reply) => {
      rejectInvalid(request);
      return sendFetchResponse(reply, await forward(request), publicSession);
    },
  );

  serve(
    app,
    api.changePassword,
    validated,
    async (request, reply) => {
      rejectInvalid(request);
      const user = sessionUser(request);
      const attempt = await limiter.passwordChangeAttempt(user.id);
      if (!attempt.allowed) return tooMany(reply, AUTH_MESSAGES.tooManyPasswordChanges);
      let response: Response;
      try {
        response = await forward(request, { ...request.body, revokeOtherSessions: true });
      } catch (err) {
        await attempt.settle('other');
        throw err;
      }
      // better-auth answers a wrong current password with 400 INVALID_PASSWORD.
      const body = response.status === 400 ? ((await readJson(response.clone())) as AuthErrorBody | undefined) : undefined;
      await attempt.settle(body?.code === 'INVALID_PASSWORD' ? 'failed' : outcomeOf(response.status, -1));
      return sendFetchResponse(reply, response);
    },
  );

  // Forgotten password (issue 14). The answer is the same whether or not the address has an account; the mail
  // is sent in the background so the timing does not tell either (auth.ts, sendResetPassword).
  serve(
    app,
    api.requestPasswordReset,
    validated,
    async (request, reply) => {
      rejectInvalid(request);
      if (!(await limiter.passwordResetAttempt(request.body.email, request.ip))) return tooMany(reply, ACCOUNT_MESSAGES.tooManyResetRequests);
      const response = await forward(request, { email: request.body.email });
      if (response.status >= 500) return sendFetchResponse(reply, response);
      return reply.status(200).header('cache-control', 'no-store').send({ message: ACCOUNT_MESSAGES.resetRequested });
    },
  );

  serve(
    app,
    api.resetPassword,
    validated,
    async (request, reply) => {
      rejectInvalid(request);
      const response = await forward(request, { token: request.body.token, newPassword: request.body.newPassword });
      if (response.status === 400) {
        const body = (await readJson(response.clone())) as AuthErrorBody | undefined;
        // An unknown, used or expired token, or one whose account is gone: one message for all of them.
        if (body?.code === 'INVALID_TOKEN' || body?.code === 'USER_NOT_FOUND') {
          return reply.status(400).header('cache-control', 'no-store').send({ code: 'INVALID_TOKEN', message: ACCOUNT_MESSAGES.resetInvalid });
        }
      }
      return sendFetchResponse(reply, response);
    },
  );

  serve(
    app,
    api.checkUsernameAvailable,
    validated,
    async (request, reply) => {
      rejectInvalid(request);
      if (!(await limiter.usernameCheckAttempt(request.ip))) return tooMany(reply, AUTH_MESSAGES.tooManyUsernameChecks);
      return sendFetchResponse(reply, await forward(request, request.body));
    },
  );
}
