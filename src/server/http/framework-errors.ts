import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { messageCodeOf } from '@shared/message-codes';
import { INPUT_MESSAGES } from '@shared/messages';

/**
 * Fastify's router answers some requests before any hook runs: a path it cannot decode (`/api/drivers/%ff`,
 * `/%c0%ae%c0%ae/etc/passwd`) or a parameter past its length limit. Left to the framework, those answers had
 * no security headers and a framework error code in the body (issue 30, part 18). This handler gives them the
 * same security headers and error shape as every other answer (docs/decisions/0194). It writes the raw
 * response: the reply it gets belongs to no route, so the route-level serialisation and hooks do not apply.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    const message = INPUT_MESSAGES.badPath;
    const body = JSON.stringify({ code: 'BAD_REQUEST', message, messageCode: messageCodeOf(message) });
    request.log.info({ code: error.code, url: request.raw.url }, 'refused a malformed request path');
    reply.raw.writeHead(status, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    reply.raw.end(body);
  };
}
