import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/api/account';
import { accounts, sessions, verifications } from '../db/schema/index';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-database';

const LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9]+)/;

describe.each(testDatabaseKinds())('password change, reset by e-mail and remember me on %s', (kind) => {
  let t: TestApp;
  let smtp: MailCatcher;
  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await createTestApp({ kind, env: { SMTP_URL: smtp.url, RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL: '3', RATE_LIMIT_PASSWORD_RESETS_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let ipCounter = 0;
  const freshIp = () => `10.14.${kind === 'postgres' ? 2 : 1}.${(ipCounter += 1)}`;

  async function player() {
    const client = new TestClient(t.app, freshIp());
    const u = uniqueUser('pw');
    expect((await client.signUp(u)).statusCode).toBe(200);
    return { client, u };
  }
  const passwordHash = async (email: string) => {
    const rows = await t.database.db.select({ p: accounts.password, userId: accounts.userId }).from(accounts);
    const me = await t.database.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.email, email) });
    return rows.find((r) => r.userId === me?.id)?.p;
  };

  it('a password change needs the current one and ends the other sessions: their old cookie gets 401', async () => {
    const { client, u } = await player();
    const other = new TestClient(t.app, freshIp());
    expect((await other.signIn(u.email, u.password)).statusCode).toBe(200);
    const before = await passwordHash(u.email);

    const wrong = await client.post('/api/auth/change-password', { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The password is not correct');
    const tooLong = await client.post('/api/auth/change-password', { currentPassword: u.password, newPassword: 'x'.repeat(129) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Password must be at most 128 characters long');
    expect(await passwordHash(u.email)).toBe(before);
    expect((await other.get('/api/me')).statusCode).toBe(200);

    const ok = await client.post('/api/auth/change-password', { currentPassword: u.password, newPassword: 'a-brand-new-password' });
    expect(ok.statusCode).toBe(200);
    const replay = await other.get('/api/me');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('User not authenticated');
    expect((await client.get('/api/me')).statusCode).toBe(200);
    expect((await new TestClient(t.app, freshIp()).signIn(u.email, u.password)).statusCode).toBe(401);
    expect((await new TestClient(t.app, freshIp()).signIn(u.email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('mails a one-time link that sets a new password and ends every session; the link then no longer works', async () => {
    const { client, u } = await player();
    const res = await new TestClient(t.app, freshIp()).post('/api/auth/request-password-reset', { email: ` ${u.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'If an account exists for that email, we have sent a link to reset the password. It is valid for one hour.' });
    const mail = await smtp.waitFor(u.email);
    expect(mail.subject).toBe('Reset your Rally Fantasy password');
    expect(mail.from).toBe('no-reply@rally-fantasy.local');
    const token = LINK.exec(mail.text)?.[1];
    expect(token, mail.text).toMatch(/^[A-Za-z0-9]{24}$/);
    const stored = await t.database.db.select().from(verifications).where(eq(verifications.identifier, `reset-password:${token}`));
    // Valid for one hour.
    expect(Math.round((stored[0]!.expiresAt.getTime() - t.clock.now().getTime()) / 60_000)).toBe(60);

    const short = await new TestClient(t.app, freshIp()).post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters long');

    const reset = await new TestClient(t.app, freshIp()).post('/api/auth/reset-password', { token, newPassword: 'reset-by-mail-password' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await client.get('/api/me')).statusCode).toBe(401);
    const me = await t.database.db.query.users.findFirst({ where: (x, { eq: is }) => is(x.email, u.email) });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, me!.id))).toEqual([]);
    expect((await new TestClient(t.app, freshIp()).signIn(u.email, u.password)).statusCode).toBe(401);
    expect((await new TestClient(t.app, freshIp()).signIn(u.email, 'reset-by-mail-password')).statusCode).toBe(200);

    const again = await new TestClient(t.app, freshIp()).post('/api/auth/reset-password', { token, newPassword: 'a-third-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'INVALID_TOKEN', message: ACCOUNT_MESSAGES.resetInvalid, messageCode: 'account.resetInvalid' });
    expect(ACCOUNT_MESSAGES.resetInvalid).toBe('This password reset link is invalid or has expired. Please request a new one.');
    expect((await new TestClient(t.app, freshIp()).signIn(u.email, 'reset-by-mail-password')).statusCode).toBe(200);
  });

  it("writes the reset e-mail in the player's stored language, whatever the page asking for it is in", async () => {
    const { client, u } = await player();
    const saved = await client.request({ method: 'PATCH', url: '/api/me/settings', payload: { language: 'it' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await new TestClient(t.app, freshIp()).request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: u.email },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitFor(u.email);
    expect(mail.subject).toBe('Reimposta la password di Rally Fantasy');
    expect(mail.text).toContain(`Ciao ${u.username},`);
    expect(mail.text).toContain("Apri questo link entro un'ora per sceglierne una nuova:");
    expect(mail.text).toContain('Se non l\'hai chiesto tu, ignora questa email: la tua password resta quella di prima.');
    // The link is the same whatever the language, and it works.
    const token = LINK.exec(mail.text)?.[1];
    const reset = await new TestClient(t.app, freshIp()).post('/api/auth/reset-password', { token, newPassword: 'italian-reset-password' });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('without a stored language, writes it in the language of the request, and in English when none of the five is asked for', async () => {
    const french = (await player()).u;
    await new TestClient(t.app, freshIp()).request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: french.email },
      headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' },
    });
    const mail = await smtp.waitFor(french.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Rally Fantasy');
    expect(mail.text).toContain(`Bonjour ${french.username},`);

    const other = (await player()).u;
    await new TestClient(t.app, freshIp()).request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: other.email },
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect((await smtp.waitFor(other.email)).subject).toBe('Reset your Rally Fantasy password');
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const { u } = await player();
    await new TestClient(t.app, freshIp()).post('/api/auth/request-password-reset', { email: u.email });
    const token = LINK.exec((await smtp.waitFor(u.email)).text)?.[1];
    // An hour has passed.
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const before = await passwordHash(u.email);
    const res = await new TestClient(t.app, freshIp()).post('/api/auth/reset-password', { token, newPassword: 'too-late-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.resetInvalid);
    expect(await passwordHash(u.email)).toBe(before);
    expect((await new TestClient(t.app, freshIp()).signIn(u.email, u.password)).statusCode).toBe(200);
  });

  it('answers an address without an account exactly like one with, and sends nothing', async () => {
    const ghost = uniqueUser('ghost').email;
    const pending = await t.database.db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%'));
    const res = await new TestClient(t.app, freshIp()).post('/api/auth/request-password-reset', { email: ghost });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    expect(await t.database.db.select().from(verifications).where(like(verifications.identifier, 'reset-password:%'))).toHaveLength(pending.length);
    // A reset for a real account asked after it, once its mail has arrived: the ghost's, had there been one,
    // was on its way first (no waiting for a fixed time).
    const { u: after } = await player();
    await new TestClient(t.app, freshIp()).post('/api/auth/request-password-reset', { email: after.email });
    await smtp.waitFor(after.email);
    expect(smtp.mails.some((m) => m.to.includes(ghost))).toBe(false);
  });

  it('limits reset requests per address, with or without an account, and refuses bad input', async () => {
    const { u } = await player();
    const ghost = uniqueUser('ghost').email;
    for (const email of [u.email, ghost]) {
      for (let i = 0; i < 3; i += 1) expect((await new TestClient(t.app, freshIp()).post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
      const blocked = await new TestClient(t.app, freshIp()).post('/api/auth/request-password-reset', { email });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many password reset requests. Please try again later.');
    }
    for (const [body, message] of [
      [{ email: 'not-an-address' }, 'Please enter a valid email address'],
      [{}, 'Please enter a valid email address'],
      [{ email: u.email, redirectTo: 'https://evil.example' }, 'Unrecognized key: "redirectTo"'],
    ] as const) {
      const res = await new TestClient(t.app, freshIp()).post('/api/auth/request-password-reset', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const token of ['short', 'has spaces in it 1234567890', 'x'.repeat(65)]) {
      const res = await new TestClient(t.app, freshIp()).post('/api/auth/reset-password', { token, newPassword: 'whatever-password' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.resetInvalid);
    }
  });

  it('remember me chooses between a 30-day cookie and one that ends with the browser', async () => {
    const { u } = await player();
    const cookieOf = (res: { headers: Record<string, unknown> }) =>
      ([res.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('rally.session_token='))!;
    const remembered = await new TestClient(t.app, freshIp()).post('/api/auth/sign-in/email', { email: u.email, password: u.password, rememberMe: true });
    expect(cookieOf(remembered)).toMatch(/Max-Age=2592000/);
    const forgotten = await new TestClient(t.app, freshIp()).post('/api/auth/sign-in/email', { email: u.email, password: u.password, rememberMe: false });
    expect(forgotten.statusCode).toBe(200);
    expect(cookieOf(forgotten)).not.toMatch(/Max-Age|Expires/i);
  });
});
