import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { INPUT_MESSAGES } from '@shared/messages';
export { INPUT_MESSAGES };


/** Deeper than any body we accept; far below what would exhaust the stack in a parser or a validator. */
export const MAX_JSON_DEPTH = 32;

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * Why a request path is not canonical, or null when it is. A path with dot segments, empty segments,
 * backslashes, a NUL or a percent-encoded character that needs no encoding has a second spelling, and
 * whatever decides on the raw path (a limiter, a body check) can then be bypassed by a component that
 * normalises it later (docs/decisions/0080). Browsers and our clients only ever send the canonical form.
 */
export function nonCanonicalPath(url: string): string | null {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.startsWith('/')) return 'relative path';
  if (path.includes('\\')) return 'backslash';
  if (path.length > 1 && path.includes('//')) return 'empty segment';
  for (const segment of path.split('/').slice(1)) {
    const percents = segment.match(/%(..)?/g) ?? [];
    for (const p of percents) {
      if (!/^%[0-9A-Fa-f]{2}$/.test(p)) return 'bad percent-encoding';
      const char = String.fromCharCode(parseInt(p.slice(1), 16));
      if (char === '\0') return 'NUL';
      if (UNRESERVED.test(char) || char === '/') return 'needless percent-encoding';
    }
    if (segment === '.' || segment === '..') return 'dot segment';
  }
  return null;
}

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it (stops past `limit`). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 || c === 125) depth -= 1;
  }
  return false;
}

/** True when any string or key in a parsed value (depth already bounded) holds a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes('\0') || containsNul(v));
  }
  return false;
}

/**
 * Hostile input that no schema should have to think about is refused for every route, present and future,
 * before any handler runs:
 * - non-canonical paths (400), so every guard decides on the path that is served;
 * - NUL characters anywhere in the URL, the query, the path parameters or a JSON body (400): PostgreSQL
 *   cannot store them and failed with a 500;
 * - JSON nested deeper than MAX_JSON_DEPTH (400), checked on the text before parsing, since a deep body
 *   exhausted the stack in the code that walked it.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url) || request.url.includes('\0')) throw new AppError('BAD_REQUEST', INPUT_MESSAGES.nul);
    if (nonCanonicalPath(request.url)) throw new AppError('BAD_REQUEST', INPUT_MESSAGES.badPath);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (containsNul(request.query) || containsNul(request.params)) throw new AppError('BAD_REQUEST', INPUT_MESSAGES.nul);
  });

  // Fastify's own parser (prototype-poisoning checks included), behind a depth check and a NUL check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError('BAD_REQUEST', INPUT_MESSAGES.tooDeep), undefined);
      return;
    }
    parseJson(request, text, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      if (containsNul(value)) return done(new AppError('BAD_REQUEST', INPUT_MESSAGES.nul), undefined);
      done(null, value);
    });
  });
}
