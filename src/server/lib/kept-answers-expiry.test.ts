import Fastify, { type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionMemo } from '../auth/session-memo';
import type { SessionUser } from '../auth/session';
import { createClock, type Clock } from './clock';
import { createPublicReadCache } from './public-read-cache';

/**
 * What the server keeps in memory lives a bounded time by the game clock (docs/decisions/0171, 0172): these
 * tests expire it by moving a clock of their own, never by waiting. The app's own clock empties every kept answer
 * on any move (app.ts), so the time limit alone is proven here, on a clock no app listens to.
 */
const T0 = Date.parse('2026-06-01T12:00:00Z');
const frozenAt = (ms: number): Clock => createClock({ offsetMs: 0, frozenAtMs: ms });
const move = (clock: Clock, ms: number) => clock.apply({ offsetMs: 0, frozenAtMs: ms });

describe('a public read kept in memory', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function served(clock: Clock) {
    const cache = createPublicReadCache(clock, { maxAgeMs: 60_000 });
    cache.setLive(true);
    let computed = 0;
    const app = Fastify();
    apps.push(app);
    app.get('/api/things', { ...cache.route }, async () => ({ computed: (computed += 1) }));
    await app.ready();
    const read = async () => (await app.inject({ method: 'GET', url: '/api/things' })).json<{ computed: number }>().computed;
    return { read, computed: () => computed };
  }

  it('is answered from memory until its minute is up by the clock, then computed again', async () => {
    const clock = frozenAt(T0);
    const { read } = await served(clock);
    expect(await read()).toBe(1);
    move(clock, T0 + 59_999);
    expect(await read()).toBe(1);
    move(clock, T0 + 60_000);
    expect(await read()).toBe(2);
    // Kept again from then on, for another minute.
    move(clock, T0 + 60_000 + 59_999);
    expect(await read()).toBe(2);
  });
});

describe('a session look-up kept in memory', () => {
  const user: SessionUser = { id: 'u1', email: 'u1@example.com', username: 'u1', avatarUrl: null, role: 'user', is_admin: false };
  const request = { headers: { cookie: 'rally.session_token=abc.sig' } } as unknown as FastifyRequest;

  it('is kept for its ten seconds by the clock, then asked of the database again', async () => {
    const clock = frozenAt(T0);
    const memo = createSessionMemo(clock, { ttlMs: 10_000 });
    memo.setLive(true);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return user;
    };
    expect(await memo.lookup(request, load)).toBe(user);
    move(clock, T0 + 9_999);
    expect(await memo.lookup(request, load)).toBe(user);
    expect(loads).toBe(1);
    move(clock, T0 + 10_000);
    expect(await memo.lookup(request, load)).toBe(user);
    expect(loads).toBe(2);
  });
});
