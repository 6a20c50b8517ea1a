import type { FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import { sessionUser } from '../http/access';
import { weakEtag } from '../http/public-cache';
import { sendEntry, type CachedAnswer } from './public-read-cache';
import type { Clock } from './clock';
import { cacheLookups } from './metrics';

/**
 * The signed-in reads every game page makes (`/api/fantasy/team`, `/api/market/drivers`,
 * `/api/market/trends`; issue 17, docs/decisions/0174) keep their serialised answer per user and URL in
 * memory, like the public reads (0171), and answer from there after the access check, without any database
 * work. An entry is dropped:
 * - for one user, when the database announces a change to that user's fantasy team (`team:<userId>`,
 *   migration 0005) and at once when this instance answers a write by that user;
 * - for everyone, on any change behind the public reads or the market (`public`: drivers, prices, teams,
 *   events, results), on a change to many teams at once (`teams`, e.g. scoring) and on an admin write;
 * - after `maxAgeMs` in any case. While the change feed is not listening nothing is served or kept.
 */
export interface PrivateReadCache {
  /** Spread into a signed-in read route's options: `{ onRequest, onSend }`. */
  readonly route: { onRequest: onRequestAsyncHookHandler; onSend: onSendAsyncHookHandler<unknown> };
  dropUser(userId: string): void;
  clear(): void;
  setLive(live: boolean): void;
  /**
   * `listener` hears every drop: a user's id for `dropUser`, null when everything goes. Other signed-in answers
   * kept elsewhere (a league's live table) follow the same changes through it. Returns the unsubscribe.
   */
  onDrop(listener: (userId: string | null) => void): () => void;
  /** False while the change feed is not listening: nothing may be served from memory then. */
  readonly live: boolean;
  readonly size: number;
}

export function createPrivateReadCache(clock: Clock, { maxAgeMs = 60_000, maxEntries = 50_000 } = {}): PrivateReadCache {
  const entries = new Map<string, CachedAnswer & { userId: string }>();
  const byUser = new Map<string, Set<string>>();
  // Bumped by every drop: an answer computed across a change is not kept (it may hold the old rows).
  let generation = 0;
  let live = false;
  const started = new WeakMap<FastifyRequest, number>();
  const answered = new WeakSet<FastifyRequest>();
  const keyOf = (request: FastifyRequest) => `${sessionUser(request).id} ${request.url}`;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = byUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) byUser.delete(entry.userId);
  };
  const dropListeners = new Set<(userId: string | null) => void>();
  const reset = () => {
    generation += 1;
    entries.clear();
    byUser.clear();
    for (const listener of dropListeners) listener(null);
  };

  const onRequest: onRequestAsyncHookHandler = async function (request, reply) {
    if (!live || request.method !== 'GET') return;
    const key = keyOf(request);
    const entry = entries.get(key);
    const hit = entry !== undefined && entry.expires > clock.nowMs();
    cacheLookups.inc({ cache: 'private', result: hit ? 'hit' : 'miss' });
    if (entry && hit) {
      answered.add(request);
      return sendEntry(request, reply, entry);
    }
    if (entry) forget(key);
    started.set(request, generation);
  };

  const onSend: onSendAsyncHookHandler<unknown> = async function (request, reply, payload) {
    if (answered.has(request)) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (live && started.get(request) === generation) {
      const key = keyOf(request);
      const userId = sessionUser(request).id;
      if (entries.size >= maxEntries) forget(entries.keys().next().value as string);
      entries.set(key, {
        userId,
        body: payload,
        etag: weakEtag(payload),
        type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        cacheControl: String(reply.getHeader('cache-control') ?? 'no-store'),
        expires: clock.nowMs() + maxAgeMs,
      });
      const keys = byUser.get(userId) ?? new Set<string>();
      keys.add(key);
      byUser.set(userId, keys);
    }
    return payload;
  };

  return {
    route: { onRequest, onSend },
    dropUser(userId) {
      generation += 1;
      for (const key of byUser.get(userId) ?? []) forget(key);
      for (const listener of dropListeners) listener(userId);
    },
    clear: reset,
    setLive(value) {
      reset();
      live = value;
    },
    onDrop(listener) {
      dropListeners.add(listener);
      return () => dropListeners.delete(listener);
    },
    get live() {
      return live;
    },
    get size() {
      return entries.size;
    },
  };
}
