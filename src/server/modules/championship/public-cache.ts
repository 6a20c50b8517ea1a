import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Weak validator from the serialised body: equal JSON means an equal representation. */
export function weakEtag(body: string): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2): "W/" prefixes are ignored; "*" matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === wanted);
}

/**
 * `onSend` hook for read-mostly public data (calendar, teams, drivers, standings; DESIGN §6): every 200
 * carries a weak ETag and `Cache-Control: no-cache`, so browsers and proxies may keep a copy but must
 * revalidate it; a matching If-None-Match gets an empty 304 instead of the body.
 */
export async function publicCacheOnSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = weakEtag(payload);
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}
