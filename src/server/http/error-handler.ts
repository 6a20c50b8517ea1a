import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, MESSAGES } from './app-error';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid request';
      return reply.status(400).send({ code: 'BAD_REQUEST', message, issues });
    }
    const status = (error as FastifyError).statusCode;
    // Fastify's own 4xx errors (bad JSON, body too large, unsupported type) are safe to show.
    if (status && status >= 400 && status < 500) {
      const code = status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST';
      return reply.status(status).send({ code, message: status === 415 ? MESSAGES.jsonOnly : error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: MESSAGES.internal });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: MESSAGES.notFound });
  });
}
