import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { loadConfig } from '../config';
import { users } from '../db/schema/index';
import { createTestApp, uniqueUser, type TestApp } from '../test/test-app';

// Opening the game from another address (issue 30, part 15; docs/decisions/0194).
describe('trusted addresses', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PORT: '3000' };

  it('without PUBLIC_URL, takes the loopback names of the port as one site', () => {
    const { trustedOrigins } = loadConfig(production);
    expect(trustedOrigins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']));
    expect(trustedOrigins).not.toContain('http://localhost:5173');
  });

  it('with PUBLIC_URL, trusts it and the listed extra origins only', () => {
    const { trustedOrigins } = loadConfig({
      ...production,
      PUBLIC_URL: 'https://rally.example',
      TRUSTED_ORIGINS: ' http://192.168.1.20:3000 , https://fans.example/ ',
    });
    expect(trustedOrigins).toEqual(['https://rally.example', 'http://192.168.1.20:3000', 'https://fans.example']);
  });

  it('refuses to start with a TRUSTED_ORIGINS entry that is not an origin, saying what to write', () => {
    expect(() => loadConfig({ ...production, TRUSTED_ORIGINS: '192.168.1.20' })).toThrow(/TRUSTED_ORIGINS.*http:\/\/192\.168\.1\.20:3000/);
  });
});

describe('a sign-up from an address the server does not know', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUSTED_ORIGINS: 'http://192.168.1.30:3000' } });
  });
  afterAll(async () => t.close());

  const signUp = (origin: string) => {
    const u = uniqueUser('lan');
    return t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { ...u, name: u.username }, headers: { origin } });
  };

  it('is refused with a sentence saying what to do, never a bare code, and creates nobody', async () => {
    const before = await t.database.db.select({ n: count() }).from(users);
    const res = await signUp('http://192.168.1.20:3000');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.untrustedAddress, messageCode: 'general.untrustedAddress' });
    expect(await t.database.db.select({ n: count() }).from(users)).toEqual(before);
  });

  it('works from a loopback name and from a listed extra origin', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://192.168.1.30:3000']) {
      const res = await signUp(origin);
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
      const email = (res.json() as { user: { email: string } }).user.email;
      expect(await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email))).toEqual([{ n: 1 }]);
    }
  });
});
