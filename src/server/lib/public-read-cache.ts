import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import { etagMatches, weakEtag } from '../http/public-cache';
import type { Clock } from './clock';
import { cacheLookups } from './metrics';

/**
 * The public championship reads (calendar, teams, drivers, standings; docs/decisions/0171-public-reads-from-memory.md) keep their serialised answer,
 * its ETag and its compressed forms in memory per URL (docs/decisions/0171). A request is answered from there
 * in `onRequest`, before any validation or database work, and an `If-None-Match` that matches costs nothing
 * but a header comparison. Entries are dropped when the rows behind them change: the database tells every
 * instance through NOTIFY (`clear()`), a write answered by this instance clears at once, and an entry lives
 * at most `maxAgeMs` in any case. While the change feed is not listening (`setLive(false)`, e.g. the
 * PostgreSQL LISTEN connection dropped) nothing is served from or kept in memory.
 */
export interface PublicReadCache {
  /** Spread into a public read route's options: `{ onRequest, onSend }`. */
  readonly route: { onRequest: onRequestAsyncHookHandler; onSend: onSendAsyncHookHandler<unknown> };
  clear(): void;
  setLive(live: boolean): void;
  readonly size: number;
}

/** A kept answer (also used by the per-user reads, private-read-cache.ts). */
export interface CachedAnswer {
  body: string;
  etag: string;
  type: string;
  expires: number;
  /** The route's own Cache-Control; public reads use `no-cache` (clients revalidate). */
  cacheControl?: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this size an answer goes out as it is (as @fastify/compress's threshold). */
const COMPRESS_THRESHOLD = 1024;

function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (/(^|[\s,])br($|[\s,;])/.test(accepted) && !/br;\s*q=0(\.0*)?($|[\s,])/.test(accepted)) return 'br';
  if (/(^|[\s,])gzip($|[\s,;])/.test(accepted) && !/gzip;\s*q=0(\.0*)?($|[\s,])/.test(accepted)) return 'gzip';
  return null;
}

function encoded(entry: CachedAnswer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= zlib.brotliCompressSync(entry.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
    return entry.br;
  }
  entry.gzip ??= zlib.gzipSync(entry.body, { level: 9 });
  return entry.gzip;
}

/** Answers from a kept entry: 304 on a matching If-None-Match, else the body, compressed once per entry. */
export function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer): FastifyReply {
  reply.header('etag', entry.etag);
  reply.header('cache-control', entry.cacheControl ?? 'no-cache');
  reply.header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.type(entry.type);
  const encoding = entry.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(entry.body);
  reply.header('content-encoding', encoding);
  return reply.send(encoded(entry, encoding));
}

export function createPublicReadCache(clock: Clock, { maxAgeMs = 60_000, maxEntries = 2000 } = {}): PublicReadCache {
  const entries = new Map<string, CachedAnswer>();
  // Bumped by every clear: an answer computed across a change is not kept (it may hold the old rows).
  let generation = 0;
  let live = false;
  const started = new WeakMap<FastifyRequest, number>();
  const answered = new WeakSet<FastifyRequest>();

  const onRequest: onRequestAsyncHookHandler = async function (request, reply) {
    if (!live || request.method !== 'GET') return;
    const entry = entries.get(request.url);
    const hit = entry !== undefined && entry.expires > clock.nowMs();
    cacheLookups.inc({ cache: 'public', result: hit ? 'hit' : 'miss' });
    if (entry && hit) {
      answered.add(request);
      return sendEntry(request, reply, entry);
    }
    if (entry) entries.delete(request.url);
    started.set(request, generation);
  };

  const onSend: onSendAsyncHookHandler<unknown> = async function (request, reply, payload) {
    if (answered.has(request)) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    reply.header('cache-control', 'no-cache');
    if (live && started.get(request) === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      entries.set(request.url, { body: payload, etag, type, expires: clock.nowMs() + maxAgeMs });
    }
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  };

  return {
    route: { onRequest, onSend },
    clear() {
      generation += 1;
      entries.clear();
    },
    setLive(value) {
      generation += 1;
      entries.clear();
      live = value;
    },
    get size() {
      return entries.size;
    },
  };
}
