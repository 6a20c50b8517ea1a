import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemConfig, users } from '../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';
import { AUTH_MESSAGES } from './auth-messages';

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { ADMIN_EMAILS: 'Boss@Example.com, other@example.com' } });
  });
  afterAll(async () => t.close());

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  it('registers a user, signs them in with a cookie session and reports them on /api/me', async () => {
    const client = new TestClient(t.app);
    const u = uniqueUser();
    const res = await client.signUp(u);
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await client.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: { id: expect.any(String), email: u.email, username: u.username, avatarUrl: null, role: 'user', is_admin: false },
    });
    const row = (await t.database.db.select().from(users).where(eq(users.email, u.email)))[0];
    expect(row?.role).toBe('user');
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(t.clock.now().getTime() - (row?.createdAt.getTime() ?? 0))).toBeLessThan(60_000);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const client = new TestClient(t.app);
    const u = uniqueUser();
    await client.signUp(u);
    const result = await t.database.db.execute<{ password: string }>(
      `select a.password from accounts a join users u on u.id = a.user_id where u.email = '${u.email}'` as never,
    );
    const hash = (result as unknown as { rows: { password: string }[] }).rows[0]?.password ?? '';
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(hash).toMatch(/m=19456,t=2,p=1/);
  });

  it('answers 401 "User not authenticated" without a session', async () => {
    const res = await new TestClient(t.app).get('/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'User not authenticated' });
  });

  it('refuses passwords shorter than 8 or longer than 128 characters and creates nothing', async () => {
    const before = await userCount();
    const short = await new TestClient(t.app).signUp({ ...uniqueUser(), password: 'seven77' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(AUTH_MESSAGES.passwordTooShort);
    const long = await new TestClient(t.app).signUp({ ...uniqueUser(), password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(AUTH_MESSAGES.passwordTooLong);
    expect(await userCount()).toBe(before);
    const edge = await new TestClient(t.app).signUp({ ...uniqueUser(), password: 'x'.repeat(128) });
    expect(edge.statusCode).toBe(200);
  });

  it('refuses a second account with the same email or username', async () => {
    const u = uniqueUser();
    expect((await new TestClient(t.app).signUp(u)).statusCode).toBe(200);
    const before = await userCount();
    const sameEmail = await new TestClient(t.app).signUp({ ...uniqueUser(), email: u.email });
    expect(sameEmail.statusCode).toBeGreaterThanOrEqual(400);
    expect(sameEmail.statusCode).toBeLessThan(500);
    const sameName = await new TestClient(t.app).signUp({ ...uniqueUser(), username: u.username });
    expect(sameName.statusCode).toBeGreaterThanOrEqual(400);
    expect(sameName.statusCode).toBeLessThan(500);
    expect(await userCount()).toBe(before);
  });

  it('refuses a role or admin flag sent by the client at sign-up and creates nothing', async () => {
    const client = new TestClient(t.app);
    const u = uniqueUser();
    const before = await userCount();
    const res = await client.post('/api/auth/sign-up/email', { ...u, name: u.username, role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unrecognized key: "role"');
    const flag = await client.post('/api/auth/sign-up/email', { ...u, name: u.username, isAdmin: true });
    expect(flag.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('makes users listed in ADMIN_EMAILS admins when they register', async () => {
    const client = new TestClient(t.app);
    await client.signUp({ ...uniqueUser(), email: 'boss@example.com' });
    const me = await client.get('/api/me');
    expect(me.json().user).toMatchObject({ email: 'boss@example.com', role: 'admin', is_admin: true });
  });

  it('rejects a wrong password with the exact message, then accepts the right one', async () => {
    const u = uniqueUser();
    await new TestClient(t.app).signUp(u);
    const client = new TestClient(t.app);
    const wrong = await client.signIn(u.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password. Please check your credentials and try again.');
    const unknown = await client.signIn('nobody@example.com', 'whatever-password');
    expect(unknown.json().message).toBe('Invalid email or password. Please check your credentials and try again.');
    expect((await client.signIn(u.email, u.password)).statusCode).toBe(200);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    const row = (await t.database.db.select().from(users).where(eq(users.email, u.email)))[0];
    expect(row?.lastLogin).toBeInstanceOf(Date);
  });

  it('ends the session on the server at logout', async () => {
    const client = new TestClient(t.app);
    const u = uniqueUser();
    await client.signUp(u);
    const cookieBefore = (await client.get('/api/me')).statusCode;
    expect(cookieBefore).toBe(200);
    const stolen = new TestClient(t.app);
    // Copy the session cookie as an attacker would, then log the owner out.
    Object.assign(stolen, { cookies: new Map((client as unknown as { cookies: Map<string, string> }).cookies) });
    expect((await client.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect((await client.get('/api/me')).statusCode).toBe(401);
    expect((await stolen.get('/api/me')).statusCode).toBe(401);
  });

  describe('registration switch', () => {
    it('is open when the setting is missing, closed when false, open again when true', async () => {
      const db = t.database.db;
      await db.delete(systemConfig).where(eq(systemConfig.configKey, 'registration_enabled'));
      const anon = new TestClient(t.app);
      expect((await anon.get('/api/config/registration')).json()).toEqual({ enabled: true });

      await db.insert(systemConfig).values({ configKey: 'registration_enabled', configValue: 'false' });
      expect((await anon.get('/api/config/registration')).json()).toEqual({ enabled: false });
      const before = await userCount();
      const refused = await anon.signUp(uniqueUser());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Registration Currently Closed');
      expect(await userCount()).toBe(before);

      await db.update(systemConfig).set({ configValue: 'true' }).where(eq(systemConfig.configKey, 'registration_enabled'));
      expect((await anon.signUp(uniqueUser())).statusCode).toBe(200);
    });
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: '3',
        RATE_LIMIT_SIGNIN_FAILURES_PER_IP: '6',
        RATE_LIMIT_SIGNUPS_PER_IP: '2',
      },
    });
  });
  afterAll(async () => t.close());

  it('locks an account after repeated failed sign-ins, even with the right password', async () => {
    const u = uniqueUser();
    await new TestClient(t.app, '10.0.0.1').signUp(u);
    const attacker = new TestClient(t.app, '10.0.0.2');
    for (let i = 0; i < 3; i += 1) expect((await attacker.signIn(u.email, 'wrong-password')).statusCode).toBe(401);
    const blocked = await new TestClient(t.app, '10.0.0.3').signIn(u.email, u.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManySignIns);
  });

  it('blocks an IP that fails sign-ins across many accounts', async () => {
    const owner = new TestClient(t.app, '10.0.1.1');
    const accounts = [uniqueUser(), uniqueUser(), uniqueUser()];
    for (const a of accounts) await new TestClient(t.app, `10.0.1.${accounts.indexOf(a) + 10}`).signUp(a);
    void owner;
    const sprayer = new TestClient(t.app, '10.0.2.1');
    let failures = 0;
    for (const a of accounts) {
      for (let i = 0; i < 2; i += 1) {
        expect((await sprayer.signIn(a.email, 'wrong-password')).statusCode).toBe(401);
        failures += 1;
      }
    }
    expect(failures).toBe(6);
    const blocked = await sprayer.signIn(accounts[0]!.email, accounts[0]!.password);
    expect(blocked.statusCode).toBe(429);
    // Another IP is not affected by this one's failures.
    const other = uniqueUser();
    await new TestClient(t.app, '10.0.3.1').signUp(other);
    expect((await new TestClient(t.app, '10.0.3.2').signIn(other.email, other.password)).statusCode).toBe(200);
  });

  it('limits sign-ups per IP', async () => {
    const client = () => new TestClient(t.app, '10.0.4.1');
    expect((await client().signUp(uniqueUser())).statusCode).toBe(200);
    expect((await client().signUp(uniqueUser())).statusCode).toBe(200);
    const third = await client().signUp(uniqueUser());
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(AUTH_MESSAGES.tooManySignUps);
  });
});
