import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema/index';
import { eventually } from './eventually';
import { createTestApp, TestClient, uniqueUser, type TestApp } from './test-app';
import { testDatabaseKinds } from './test-database';

const ADMIN_EMAIL = 'cache-admin@example.com';

describe.each(testDatabaseKinds('notifications'))('public reads and sessions kept in memory on %s (docs/decisions/0171, 0172)', (kind) => {
  let t: TestApp;
  let anonymous: TestClient;

  beforeAll(async () => {
    // Seeded before the app listens (a copy of the run's seeded snapshot): no change notification of the seed
    // is on its way to empty the kept answers.
    t = await createTestApp({ kind, seeded: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    anonymous = new TestClient(t.app);
  });
  afterAll(async () => t.close());

  it('answers a public read from memory, without the database, and a matching If-None-Match with 304', async () => {
    const first = await anonymous.get('/api/events');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    // A schema change fires no trigger: the table is gone, yet the answer comes (from memory).
    await t.database.db.execute(sql`ALTER TABLE events RENAME TO events_away`);
    try {
      const again = await anonymous.get('/api/events');
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      const revalidated = await anonymous.request({ method: 'GET', url: '/api/events', headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    } finally {
      await t.database.db.execute(sql`ALTER TABLE events_away RENAME TO events`);
    }
  });

  it('sends the kept answer compressed to a client that accepts brotli or gzip', async () => {
    const plain = await anonymous.get('/api/events');
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await anonymous.request({ method: 'GET', url: '/api/events', headers: { 'accept-encoding': `${encoding}` } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
      expect(body.toString()).toBe(plain.body);
    }
  });

  it('drops the kept answers when a row behind them changes, whoever wrote it', async () => {
    const before = (await anonymous.get('/api/events')).json() as { events: { id: number; name: string }[] };
    const target = before.events[0]!;
    await t.database.db.update(events).set({ name: 'Renamed Rally' }).where(eq(events.id, target.id));
    const { value, waited } = await eventually(
      async () => (await anonymous.get('/api/events')).json() as { events: { id: number; name: string }[] },
      (body) => body.events.find((e) => e.id === target.id)?.name === 'Renamed Rally',
    );
    expect(value.events.find((e) => e.id === target.id)?.name).toBe('Renamed Rally');
    expect(waited).toBeLessThan(1000);
    const single = await anonymous.get(`/api/events/${target.id}`);
    expect(single.json().name).toBe('Renamed Rally');
    await t.database.db.update(events).set({ name: target.name }).where(eq(events.id, target.id));
  });

  it('ends a session at once when the user signs out or an admin disables the account', async () => {
    const admin = new TestClient(t.app);
    await admin.signUp({ ...uniqueUser('cacheadmin'), email: ADMIN_EMAIL });

    const leaver = new TestClient(t.app);
    const signedUp = await leaver.signUp(uniqueUser('leaver'));
    const cookie = signedUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await leaver.get('/api/me')).statusCode).toBe(200);
    expect((await leaver.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    // The old cookie, replayed after the sign-out, is refused.
    const replay = await eventually(
      () => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }),
      (res) => res.statusCode === 401,
    );
    expect(replay.value.statusCode).toBe(401);
    expect(replay.waited).toBeLessThan(1000);

    const target = new TestClient(t.app);
    const targetId = (await target.signUp(uniqueUser('disabled'))).json().user.id as string;
    expect((await target.get('/api/me')).statusCode).toBe(200);
    expect((await target.get('/api/fantasy/team')).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/users/${targetId}/disable`, { reason: 'Spam' })).statusCode).toBe(200);
    const me = await eventually(() => target.get('/api/me'), (res) => res.statusCode === 401);
    expect(me.value.statusCode).toBe(401);
    expect(me.waited).toBeLessThan(1000);
    expect((await target.get('/api/fantasy/team')).statusCode).toBe(401);
  });

  it('asks the database nothing for a request without a session cookie', async () => {
    expect((await anonymous.get('/api/me')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: 'rally.theme=dark' } })).statusCode).toBe(401);
  });
});
