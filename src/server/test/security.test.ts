import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_INPUT_MESSAGES } from '@shared/api/auth';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { contactMessages, rateLimits, users } from '../db/schema/index';
import { INPUT_MESSAGES } from '../http/input-guards';
import { createTestApp, listen, rawRequest, TestClient, uniqueUser, type TestApp } from './test-app';
import { testDatabaseKinds } from './test-database';

/**
 * The findings of issue 8 (probing the running server as an attacker), one block each, with the request
 * that used to get the wrong answer.
 */

const userCount = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const json = (body: string) => JSON.parse(body) as { code?: string; message?: string };

describe('1. non-canonical paths are refused before any guard decides', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '5', RATE_LIMIT_SIGNUPS_PER_IP: '1' } });
    port = await listen(t.app);
  });
  afterAll(async () => t.close());

  /** Other spellings of the same path: each one used to reach better-auth, past the limiter and the body check. */
  const variants = (path: string): string[] => {
    const [, api, ...rest] = path.split('/');
    const tail = rest.join('/');
    return [
      `/${api}/./${tail}`,
      `/${api}/x/../${tail}`,
      `/${api}/%2e/${tail}`,
      `/${api}/%2E/${tail}`,
      `/${api}/.%2e/${api}/${tail}`,
      `/${api}//${tail}`,
      `/${api}/${tail.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
      `/${api}\\${tail}`,
    ];
  };

  it('keeps a locked account locked whatever the spelling of the sign-in path', async () => {
    const u = uniqueUser('dots');
    expect((await new TestClient(t.app, '10.8.0.1').signUp(u)).statusCode).toBe(200);
    const attacker = new TestClient(t.app, '10.8.0.2');
    for (let i = 0; i < 5; i += 1) expect((await attacker.signIn(u.email, 'wrong-password')).statusCode).toBe(401);
    expect((await attacker.signIn(u.email, u.password)).statusCode).toBe(429);
    const body = JSON.stringify({ email: u.email, password: u.password });
    for (const path of variants('/api/auth/sign-in/email')) {
      const res = await rawRequest(port, { method: 'POST', path, body });
      expect(res.status, path).toBe(400);
      expect(json(res.body).message, path).toBe(INPUT_MESSAGES.badPath);
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('keeps the strict sign-up check and the sign-up limit whatever the spelling', async () => {
    const before = await userCount(t);
    for (const path of variants('/api/auth/sign-up/email')) {
      const u = uniqueUser('dotsup');
      const res = await rawRequest(port, { method: 'POST', path, body: JSON.stringify({ ...u, name: u.username, role: 'admin' }) });
      expect(res.status, path).toBe(400);
    }
    expect(await userCount(t)).toBe(before);
  });

  it('refuses every other spelling of every registered route with 400, so no later guard can be bypassed', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const concrete = route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
      for (const path of variants(concrete)) {
        const res = await rawRequest(port, { method: route.method, path, body: route.method === 'GET' ? undefined : '{}' });
        expect(res.status, `${route.method} ${path}`).toBe(400);
      }
    }
  });

  it('serves the canonical path as before', async () => {
    const res = await rawRequest(port, { method: 'GET', path: '/api/health' });
    expect(res.status).toBe(200);
  });
});

describe.each(testDatabaseKinds('concurrency'))('2 and 3. sign-in limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '5', RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '20' } });
  });
  afterAll(async () => t.close());

  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

  it('50 parallel wrong passwords on one account get exactly 5 × 401, the rest 429', { timeout: 60_000 }, async () => {
    const u = uniqueUser('race');
    await new TestClient(t.app, '10.20.0.1').signUp(u);
    // From 50 addresses, so that only the account's limit can stop them.
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => new TestClient(t.app, `10.21.0.${i + 1}`).signIn(u.email, 'wrong-password')),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 45 });
    expect((await new TestClient(t.app, '10.22.0.1').signIn(u.email, u.password)).statusCode).toBe(429);
  });

  it('60 parallel wrong sign-ins from one IP get exactly 20 × 401, the rest 429', { timeout: 60_000 }, async () => {
    const client = new TestClient(t.app, '10.23.0.1');
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => client.signIn(`nobody${i}-${randomBytes(4).toString('hex')}@example.com`, 'wrong-password')),
    );
    expect(statuses(responses)).toEqual({ 401: 20, 429: 40 });
  });

  it('counts one allowance per account, however its e-mail is written, and sign-in by username is closed', async () => {
    const u = uniqueUser('acct');
    await new TestClient(t.app, '10.24.0.1').signUp(u);
    const spellings = [u.email, u.email.toUpperCase(), u.email.replace(/^./, (c) => c.toUpperCase())];
    for (let i = 0; i < 5; i += 1) {
      expect((await new TestClient(t.app, `10.25.0.${i}`).signIn(spellings[i % spellings.length]!, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await new TestClient(t.app, '10.25.1.1').signIn(spellings[1]!, u.password)).statusCode).toBe(429);
    // The counter is keyed on the account (its user id), not on the text typed.
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, u.email));
    const [counter] = await t.database.db.select().from(rateLimits).where(eq(rateLimits.key, `signin:user:${row!.id}`));
    expect(counter?.count).toBe(6);
    // The username route would have been a second allowance; it is closed.
    const byUsername = await new TestClient(t.app, '10.26.0.1').post('/api/auth/sign-in/username', { username: u.username, password: u.password });
    expect(byUsername.statusCode).toBe(404);
  });

  it('a successful sign-in resets the account and gives back the network allowance', async () => {
    const u = uniqueUser('reset');
    await new TestClient(t.app, '10.27.0.1').signUp(u);
    const client = new TestClient(t.app, '10.27.0.2');
    for (let i = 0; i < 4; i += 1) expect((await client.signIn(u.email, 'wrong-password')).statusCode).toBe(401);
    for (let i = 0; i < 20; i += 1) expect((await client.signIn(u.email, u.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await client.signIn(u.email, 'wrong-password')).statusCode).toBe(401);
    expect((await client.signIn(u.email, 'wrong-password')).statusCode).toBe(429);
  });
});

describe.each(testDatabaseKinds())('4. hostile input is a 400 or 404, never a 500, on %s', (kind) => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ kind, seeded: true });
    client = new TestClient(t.app);
    await client.signUp(uniqueUser('hostile'));
  });
  afterAll(async () => t.close());

  it('refuses a NUL character in any string of a body, a query or a path', async () => {
    const nul = 'a\u0000b';
    const requests: [string, string, unknown][] = [
      ['POST', '/api/auth/sign-in/email', { email: nul, password: 'whatever-password' }],
      ['POST', '/api/auth/sign-up/email', { ...uniqueUser(), name: nul }],
      ['POST', '/api/fantasy/team', { name: nul }],
      ['POST', '/api/contact', { name: nul, email: 'a@example.com', category: 'general', subject: 's', message: 'm' }],
      ['POST', '/api/contact', { name: 'n', email: 'a@example.com', category: 'general', subject: nul, message: 'm' }],
      ['POST', '/api/contact', { name: 'n', email: 'a@example.com', category: 'general', subject: 's', message: nul }],
      ['POST', '/api/contact', { [nul]: 'key' }],
      ['GET', '/api/drivers?teamId=1%00', undefined],
      ['GET', '/api/events/1%00', undefined],
    ];
    const before = await t.database.db.select({ n: count() }).from(contactMessages);
    for (const [method, url, payload] of requests) {
      const res = await client.request({ method: method as 'GET', url, payload: payload as never });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().message).toBe(INPUT_MESSAGES.nul);
    }
    expect(await t.database.db.select({ n: count() }).from(contactMessages)).toEqual(before);
  });

  it('refuses ids beyond the 32-bit columns', async () => {
    for (const url of ['/api/events/2147483648', '/api/drivers/2147483648', '/api/teams/2147483648/results', '/api/drivers?teamId=2147483648']) {
      expect((await client.get(url)).statusCode, url).toBe(400);
    }
    expect((await client.get('/api/events/2147483647')).statusCode).toBe(404);
    await client.post('/api/fantasy/team', { name: 'Big Ints' });
    expect((await client.post('/api/fantasy/team/drivers', { driverId: 2147483648 })).statusCode).toBe(400);
    expect((await client.request({ method: 'DELETE', url: '/api/fantasy/team/drivers/2147483648' })).statusCode).toBe(400);
  });

  it('refuses 20,000 nested arrays before anything walks them', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/change-password', '/api/contact', '/api/fantasy/team']) {
      const res = await client.request({ method: 'POST', url, payload: deep, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(INPUT_MESSAGES.tooDeep);
    }
    const wrapped = `{"email":${deep},"password":"x"}`;
    expect((await client.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: wrapped, headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
  });

  it('answers the user-editing routes of the auth library with 404 whatever the body, and changes nothing', async () => {
    const [before] = await t.database.db.select().from(users).limit(1);
    for (const payload of ['{"username":0}', '{"username":true}', '[]', '{}', '{"name":null}', 'null', '{"username":false}', '{"image":"javascript:alert(1)"}']) {
      const res = await client.request({ method: 'POST', url: '/api/auth/update-user', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, payload).toBeLessThan(500);
      expect([400, 404], payload).toContain(res.statusCode);
    }
    for (const url of ['/api/auth/update-user', '/api/auth/change-email', '/api/auth/delete-user', '/api/auth/list-sessions', '/api/auth/admin/set-role']) {
      expect((await client.post(url, {})).statusCode, url).toBe(404);
    }
    const [after] = await t.database.db.select().from(users).where(eq(users.id, before!.id));
    expect(after).toEqual(before);
  });
});

describe('5. sign-up stores only what our schema allows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses a 60,000-character name, a non-string username, an avatar URL and a bad username, creating nothing', async () => {
    const before = await userCount(t);
    const cases: [Record<string, unknown>, string | null][] = [
      [{ name: 'n'.repeat(60_000) }, AUTH_INPUT_MESSAGES.nameTooLong],
      [{ username: false }, null],
      [{ username: 0 }, null],
      [{ image: 'javascript:alert(1)' }, 'Unrecognized key: "image"'],
      [{ username: 'a'.repeat(31) }, AUTH_INPUT_MESSAGES.usernameTooLong],
      [{ username: 'no spaces' }, AUTH_INPUT_MESSAGES.usernameInvalid],
      [{ email: 'not-an-email' }, AUTH_INPUT_MESSAGES.emailInvalid],
      [{ callbackURL: 'https://evil.example' }, null],
    ];
    for (const [override, message] of cases) {
      const u = uniqueUser('bounds');
      const res = await new TestClient(t.app).post('/api/auth/sign-up/email', { ...u, name: u.username, ...override });
      expect(res.statusCode, JSON.stringify(override).slice(0, 60)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await userCount(t)).toBe(before);
  });
});

describe.each(testDatabaseKinds())('6. password change attempts are limited on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '5' } });
  });
  afterAll(async () => t.close());

  it('allows 5 wrong current passwords, then 429 even for the right one; a change ends the other sessions', async () => {
    const u = uniqueUser('pwchange');
    const client = new TestClient(t.app, '10.30.0.1');
    await client.signUp(u);
    const other = new TestClient(t.app, '10.30.0.2');
    await other.signIn(u.email, u.password);
    const change = (currentPassword: string) => client.post('/api/auth/change-password', { currentPassword, newPassword: 'a-brand-new-password' });
    for (let i = 0; i < 5; i += 1) expect((await change('wrong-password')).statusCode).toBe(400);
    const blocked = await change(u.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyPasswordChanges);
    // After the window (simulated by clearing the counter) the right password works and signs the rest out.
    await t.database.db.delete(rateLimits);
    expect((await change(u.password)).statusCode).toBe(200);
    expect((await other.get('/api/me')).statusCode).toBe(401);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await new TestClient(t.app, '10.30.0.3').signIn(u.email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('refuses a too-short new password with the spec message and needs a session', async () => {
    const client = new TestClient(t.app, '10.31.0.1');
    const u = uniqueUser('pwshort');
    await client.signUp(u);
    const short = await client.post('/api/auth/change-password', { currentPassword: u.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(AUTH_MESSAGES.passwordTooShort);
    const anon = await new TestClient(t.app).post('/api/auth/change-password', { currentPassword: u.password, newPassword: 'long-enough-pw' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('7. sign-up does not confirm which e-mails have accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_USERNAME_CHECKS_PER_IP: '3' } });
  });
  afterAll(async () => t.close());

  it('answers a taken e-mail with the generic "Failed to register", a taken username by name', async () => {
    const u = uniqueUser('enum');
    await new TestClient(t.app).signUp(u);
    const sameEmail = await new TestClient(t.app).signUp({ ...uniqueUser('enum'), email: u.email });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toEqual({ code: 'REGISTRATION_FAILED', message: 'Failed to register', messageCode: 'auth.registerFailed' });
    expect(sameEmail.body).not.toMatch(/exist/i);
    const sameName = await new TestClient(t.app).signUp({ ...uniqueUser('enum'), username: u.username });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().message).toBe('Username is already taken. Please try another.');
  });

  it('limits username availability checks per IP', async () => {
    const client = new TestClient(t.app, '10.40.0.1');
    for (let i = 0; i < 3; i += 1) {
      const res = await client.post('/api/auth/is-username-available', { username: `free${i}name` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ available: true });
    }
    const blocked = await client.post('/api/auth/is-username-available', { username: 'free9name' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyUsernameChecks);
    expect((await new TestClient(t.app, '10.40.0.2').post('/api/auth/is-username-available', { username: 'x' })).statusCode).toBe(400);
  });
});

describe('8. the session token never reaches page scripts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('leaves the token out of sign-up, sign-in and get-session bodies', async () => {
    const client = new TestClient(t.app);
    const u = uniqueUser('token');
    const signUp = await client.signUp(u);
    const signIn = await client.signIn(u.email, u.password);
    const session = await client.get('/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).match(/rally\.session_token=([^.;]+)/)?.[1] ?? '';
    expect(cookie.length).toBeGreaterThan(10);
    for (const res of [signUp, signIn, session]) {
      expect(res.body).not.toContain('"token"');
      expect(res.body).not.toContain(cookie);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(session.json()).toEqual({
      session: { userId: expect.any(String), expiresAt: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) },
      user: expect.objectContaining({ email: u.email, username: u.username }),
    });
    expect(Object.keys(session.json().user)).not.toContain('isAdmin');
    expect((await new TestClient(t.app).get('/api/auth/get-session')).json()).toBeNull();
  });
});
