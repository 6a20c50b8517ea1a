import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messageCodeOf } from '@shared/message-codes';
import { AppError, MESSAGES } from './app-error';

/**
 * Every error answer whose message comes from the catalogue also carries its stable code (`messageCode`,
 * src/shared/message-codes.ts), so the web can show it in the player's language; `message` stays English.
 * A hook rather than the handler alone, because some routes (auth, rate limits) send their errors themselves.
 */
function withMessageCode<T extends { message: string }>(body: T): T & { messageCode?: string } {
  const messageCode = messageCodeOf(body.message);
  return messageCode ? { ...body, messageCode } : body;
}

function addMessageCode(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
    const body = payload as { message?: unknown; messageCode?: unknown };
    if (typeof body.message !== 'string' || body.messageCode !== undefined) return payload;
    return withMessageCode(body as { message: string });
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  addMessageCode(app);
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(withMessageCode({ code: error.code, message: error.message, details: error.details }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request';
      return reply.status(400).send(withMessageCode({ code: 'BAD_REQUEST', message, issues }));
    }
    const status = (error as FastifyError).statusCode;
    // Fastify's own 4xx errors (bad JSON, body too large, unsupported type) are safe to show.
    if (status && status >= 400 && status < 500) {
      const code = status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST';
      return reply.status(status).send(withMessageCode({ code, message: status === 415 ? MESSAGES.jsonOnly : error.message }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(withMessageCode({ code: 'INTERNAL', message: MESSAGES.internal }));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(withMessageCode({ code: 'NOT_FOUND', message: MESSAGES.notFound }));
  });
}
