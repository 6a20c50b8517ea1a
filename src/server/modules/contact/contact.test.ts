import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@shared/api/contact';
import { contactMessages, users } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const valid = {
  name: 'Kalle Rovanperä',
  email: 'kalle@example.com',
  category: 'support',
  subject: 'Cannot find my team',
  message: 'After signing in I do not see the team I created yesterday.',
} as const;

describe.each(testDatabaseKinds())('contact messages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: 'site-admin@example.com, second-admin@example.com' } });
  });
  afterAll(async () => t.close());

  const stored = async () => (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

  it('stores a valid message from an anonymous visitor with trimmed fields, the IP and no user', async () => {
    const before = await stored();
    const res = await new TestClient(t.app, '192.0.2.10').post('/api/contact', {
      ...valid,
      name: '  Kalle Rovanperä  ',
      subject: ' Cannot find my team ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    expect(await stored()).toBe(before + 1);
    const row = (await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.id)))[0];
    expect(row).toMatchObject({
      name: 'Kalle Rovanperä',
      email: 'kalle@example.com',
      category: 'support',
      subject: 'Cannot find my team',
      message: valid.message,
      ipAddress: '192.0.2.10',
      userId: null,
    });
  });

  it('links the message to the account of a signed-in sender', async () => {
    const client = new TestClient(t.app);
    const u = uniqueUser();
    await client.signUp(u);
    const res = await client.post('/api/contact', { ...valid, category: 'league' });
    expect(res.statusCode).toBe(201);
    const row = (await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id)))[0];
    const account = (await t.database.db.select().from(users).where(eq(users.email, u.email)))[0];
    expect(row?.userId).toBe(account?.id);
  });

  it('accepts each of the five categories', async () => {
    for (const category of ['general', 'support', 'bug', 'feature', 'league']) {
      const res = await new TestClient(t.app).post('/api/contact', { ...valid, category });
      expect(res.statusCode, category).toBe(201);
    }
  });

  it('accepts every field at its maximum length', async () => {
    // 64-character local part (the most an address may have) and a 189-character domain: 254 in all.
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(email).toHaveLength(CONTACT_LIMITS.email);
    const res = await new TestClient(t.app).post('/api/contact', {
      ...valid,
      name: 'n'.repeat(CONTACT_LIMITS.name),
      email,
      subject: 's'.repeat(CONTACT_LIMITS.subject),
      message: 'm'.repeat(CONTACT_LIMITS.message),
    });
    expect(res.statusCode).toBe(201);
  });

  const invalidCases: { label: string; body: Record<string, unknown>; message: string }[] = [
    { label: 'missing name', body: { ...valid, name: undefined }, message: `name: ${CONTACT_MESSAGES.nameRequired}` },
    { label: 'blank name', body: { ...valid, name: '   ' }, message: `name: ${CONTACT_MESSAGES.nameRequired}` },
    { label: 'name of the wrong type', body: { ...valid, name: 42 }, message: `name: ${CONTACT_MESSAGES.nameRequired}` },
    {
      label: 'name too long',
      body: { ...valid, name: 'n'.repeat(CONTACT_LIMITS.name + 1) },
      message: `name: ${CONTACT_MESSAGES.nameTooLong}`,
    },
    { label: 'missing email', body: { ...valid, email: undefined }, message: `email: ${CONTACT_MESSAGES.emailRequired}` },
    { label: 'blank email', body: { ...valid, email: '  ' }, message: `email: ${CONTACT_MESSAGES.emailRequired}` },
    { label: 'email without @', body: { ...valid, email: 'kalle.example.com' }, message: `email: ${CONTACT_MESSAGES.emailInvalid}` },
    { label: 'email without domain', body: { ...valid, email: 'kalle@' }, message: `email: ${CONTACT_MESSAGES.emailInvalid}` },
    {
      label: 'email too long',
      body: { ...valid, email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com` },
      message: `email: ${CONTACT_MESSAGES.emailTooLong}`,
    },
    { label: 'missing category', body: { ...valid, category: undefined }, message: `category: ${CONTACT_MESSAGES.categoryInvalid}` },
    { label: 'unknown category', body: { ...valid, category: 'billing' }, message: `category: ${CONTACT_MESSAGES.categoryInvalid}` },
    { label: 'missing subject', body: { ...valid, subject: undefined }, message: `subject: ${CONTACT_MESSAGES.subjectRequired}` },
    { label: 'blank subject', body: { ...valid, subject: '' }, message: `subject: ${CONTACT_MESSAGES.subjectRequired}` },
    {
      label: 'subject too long',
      body: { ...valid, subject: 's'.repeat(CONTACT_LIMITS.subject + 1) },
      message: `subject: ${CONTACT_MESSAGES.subjectTooLong}`,
    },
    { label: 'missing message', body: { ...valid, message: undefined }, message: `message: ${CONTACT_MESSAGES.messageRequired}` },
    { label: 'blank message', body: { ...valid, message: '\n\t ' }, message: `message: ${CONTACT_MESSAGES.messageRequired}` },
    {
      label: 'message too long',
      body: { ...valid, message: 'm'.repeat(CONTACT_LIMITS.message + 1) },
      message: `message: ${CONTACT_MESSAGES.messageTooLong}`,
    },
    { label: 'an unknown field', body: { ...valid, userId: 'someone-else' }, message: 'Unrecognized key: "userId"' },
    { label: 'a smuggled IP address', body: { ...valid, ipAddress: '10.0.0.1' }, message: 'Unrecognized key: "ipAddress"' },
  ];

  it.each(invalidCases)('refuses $label with a clear 400 and stores nothing', async ({ body, message }) => {
    const before = await stored();
    const res = await new TestClient(t.app).post('/api/contact', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message });
    expect(await stored()).toBe(before);
  });

  it('refuses a body that is not an object, and an empty one, storing nothing', async () => {
    const before = await stored();
    const empty = await new TestClient(t.app).post('/api/contact', {});
    expect(empty.statusCode).toBe(400);
    const list = await new TestClient(t.app).post('/api/contact', [valid]);
    expect(list.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('refuses writes from another origin (403) and non-JSON bodies (415), storing nothing', async () => {
    const before = await stored();
    const crossSite = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
    expect(noOrigin.statusCode).toBe(403);
    const form = await new TestClient(t.app).request({
      method: 'POST',
      url: '/api/contact',
      payload: 'name=a&email=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(await stored()).toBe(before);
  });

  describe('admin inbox', () => {
    it('answers 401 without a session', async () => {
      const res = await new TestClient(t.app).get('/api/admin/contact-messages');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('User not authenticated');
    });

    it('answers 403 to a signed-in player who is not an admin', async () => {
      const client = new TestClient(t.app);
      await client.signUp(uniqueUser());
      const res = await client.get('/api/admin/contact-messages');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You do not have permission to do this');
    });

    it('lists messages newest first with the total, paged, for a site admin', async () => {
      const admin = new TestClient(t.app);
      await admin.signUp({ ...uniqueUser(), email: 'site-admin@example.com' });
      const marker = `inbox-${randomUUID().slice(0, 8)}`;
      for (const n of [1, 2, 3]) {
        expect((await new TestClient(t.app).post('/api/contact', { ...valid, subject: `${marker} ${n}` })).statusCode).toBe(201);
      }
      const res = await admin.get('/api/admin/contact-messages?limit=3');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body.total).toBe(await stored());
      expect(body.messages.map((m: { subject: string }) => m.subject)).toEqual([`${marker} 3`, `${marker} 2`, `${marker} 1`]);
      expect(body.messages[0]).toEqual({
        id: expect.any(Number),
        name: valid.name,
        email: valid.email,
        category: valid.category,
        subject: `${marker} 3`,
        message: valid.message,
        userId: null,
        createdAt: expect.any(String),
        source: 'contact',
        readAt: null,
        handledAt: null,
        handledBy: null,
      });
      // The sender's IP is kept for abuse handling but not shown in the inbox.
      expect(body.messages[0]).not.toHaveProperty('ipAddress');

      const second = await admin.get('/api/admin/contact-messages?limit=1&offset=1');
      expect(second.json().messages.map((m: { subject: string }) => m.subject)).toEqual([`${marker} 2`]);
    });

    it('refuses an out-of-range page size or an unknown query parameter', async () => {
      const admin = new TestClient(t.app);
      await admin.signUp({ ...uniqueUser(), email: 'second-admin@example.com' });
      expect((await admin.get('/api/admin/contact-messages?limit=100')).statusCode).toBe(200);
      for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=ten', 'sort=asc']) {
        const res = await admin.get(`/api/admin/contact-messages?${query}`);
        expect(res.statusCode, query).toBe(400);
      }
    });

    it('treats the is_admin flag as admin too', async () => {
      const client = new TestClient(t.app);
      const u = uniqueUser();
      await client.signUp(u);
      expect((await client.get('/api/admin/contact-messages')).statusCode).toBe(403);
      await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.email, u.email));
      // A row changed behind the server's back reaches the session memo through NOTIFY, which PostgreSQL
      // delivers asynchronously (decision 0172): wait for it rather than race it.
      await expect
        .poll(async () => (await client.get('/api/admin/contact-messages')).statusCode, { timeout: 5000 })
        .toBe(200);
    });
  });
});

describe('contact rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_CONTACT_PER_IP: '2', RATE_LIMIT_WINDOW_SECONDS: '900' } });
  });
  afterAll(async () => t.close());

  const stored = async () => (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

  it('lets an IP send the allowed number of messages, then answers 429 and stores nothing more', async () => {
    const client = () => new TestClient(t.app, '198.51.100.7');
    // Invalid bodies are refused before counting, so a visitor fixing typos keeps the allowance.
    expect((await client().post('/api/contact', { ...valid, email: 'nope' })).statusCode).toBe(400);
    expect((await client().post('/api/contact', valid)).statusCode).toBe(201);
    expect((await client().post('/api/contact', valid)).statusCode).toBe(201);
    const before = await stored();
    const third = await client().post('/api/contact', valid);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: CONTACT_MESSAGES.tooMany });
    expect(await stored()).toBe(before);

    // Another network is not affected.
    expect((await new TestClient(t.app, '198.51.100.8').post('/api/contact', valid)).statusCode).toBe(201);
  });

  it('opens again once the window has passed', async () => {
    const ip = '198.51.100.9';
    const client = () => new TestClient(t.app, ip);
    expect((await client().post('/api/contact', valid)).statusCode).toBe(201);
    expect((await client().post('/api/contact', valid)).statusCode).toBe(201);
    expect((await client().post('/api/contact', valid)).statusCode).toBe(429);
    // Move the game clock instead of waiting 15 minutes: still closed a second before the window ends.
    try {
      await t.clock.advance(899_000);
      expect((await client().post('/api/contact', valid)).statusCode).toBe(429);
      await t.clock.advance(2_000);
      expect((await client().post('/api/contact', valid)).statusCode).toBe(201);
    } finally {
      await t.clock.reset();
    }
  });
});
