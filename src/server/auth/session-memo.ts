import type { FastifyRequest } from 'fastify';
import type { SessionUser } from './session';
import type { Clock } from '../lib/clock';

/** better-auth's session cookie (`rally.` prefix; `__Secure-` on HTTPS); its value is `token.signature`. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?rally\.session_token=([^;]+)/;

export function sessionCookieValue(request: FastifyRequest): string | null {
  const match = SESSION_COOKIE.exec(request.headers.cookie ?? '');
  return match?.[1] ?? null;
}

/**
 * Recent session look-ups, in this process (docs/decisions/0172). Two of a signed-in read's statements were
 * the session and its user: a look-up is kept for `ttlMs` per session cookie, and dropped as soon as the
 * database announces a change to that user or to one of the user's sessions (sign-out, disabled account,
 * role or password change: the `user:<id>` notifications of migration 0004), on every instance. While the
 * change feed is not listening nothing is kept, so a missed notification cannot keep a session alive.
 * A request without a session cookie is nobody, without asking the database.
 */
export interface SessionMemo {
  lookup(request: FastifyRequest, load: (request: FastifyRequest) => Promise<SessionUser | null>): Promise<SessionUser | null>;
  dropUser(userId: string): void;
  clear(): void;
  setLive(live: boolean): void;
}

interface Entry {
  user: SessionUser;
  expires: number;
}

export function createSessionMemo(clock: Clock, { ttlMs = 10_000, maxEntries = 50_000 } = {}): SessionMemo {
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  let generation = 0;
  const forget = (cookie: string) => {
    const entry = entries.get(cookie);
    if (!entry) return;
    entries.delete(cookie);
    const cookies = byUser.get(entry.user.id);
    cookies?.delete(cookie);
    if (cookies?.size === 0) byUser.delete(entry.user.id);
  };
  const reset = () => {
    generation += 1;
    entries.clear();
    byUser.clear();
  };
  let live = false;

  return {
    async lookup(request, load) {
      const cookie = sessionCookieValue(request);
      if (!cookie) return null;
      const entry = entries.get(cookie);
      if (entry && entry.expires > clock.nowMs()) return entry.user;
      if (entry) forget(cookie);
      const seen = generation;
      const user = await load(request);
      // Only positive answers are kept (random cookies must not fill the memory), and only when no change
      // arrived while the database was asked.
      if (user && live && seen === generation) {
        if (entries.size >= maxEntries) forget(entries.keys().next().value as string);
        entries.set(cookie, { user, expires: clock.nowMs() + ttlMs });
        const cookies = byUser.get(user.id) ?? new Set<string>();
        cookies.add(cookie);
        byUser.set(user.id, cookies);
      }
      return user;
    },
    dropUser(userId) {
      generation += 1;
      for (const cookie of byUser.get(userId) ?? []) forget(cookie);
    },
    clear: reset,
    setLive(value) {
      reset();
      live = value;
    },
  };
}
