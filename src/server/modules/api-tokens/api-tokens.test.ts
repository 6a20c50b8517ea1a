import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES, COMMON_MESSAGES } from '@shared/messages';
import { apiTokens } from '../../db/schema/index';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

/** Personal read-only API tokens (issue 34 part 3, docs/decisions/0213-api-tokens.md). */
describe.each(testDatabaseKinds('concurrency'))('personal API tokens on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let other: TestClient;
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const withToken = (secret: string, url: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET', payload?: unknown) =>
    new TestClient(t.app).request({ method, url, headers: bearer(secret), payload: payload as never });
  const create = async (client: TestClient, name: string) => {
    const res = await client.post('/api/me/api-tokens', { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { token: { id: number; name: string; prefix: string; lastUsedAt: string | null }; secret: string };
  };

  beforeAll(async () => {
    // A limit of 5 per minute, so the limit tests stay short; every other test makes fewer requests per token.
    t = await createTestApp({ kind, seeded: true, env: { RATE_LIMIT_API_TOKEN_REQUESTS: '5', RATE_LIMIT_API_TOKEN_WINDOW_SECONDS: '60' } });
    owner = new TestClient(t.app);
    await owner.signUp(uniqueUser('tokenowner'));
    other = new TestClient(t.app);
    await other.signUp(uniqueUser('tokenother'));
  });
  afterAll(async () => t.close());

  it('shows the secret once, lists the token without it, and stores only its hash', async () => {
    const { token, secret } = await create(owner, '  League bot  ');
    expect(secret).toMatch(/^rfp_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'League bot', prefix: secret.slice(0, 8), lastUsedAt: null });
    const list = await owner.get('/api/me/api-tokens');
    expect(list.json()).toMatchObject({ tokens: [{ id: token.id, name: 'League bot', prefix: secret.slice(0, 8) }], rateLimit: { requests: 5, windowSeconds: 60 } });
    expect(list.body).not.toContain(secret);
    // The database holds no plaintext: no column of any row contains the secret (or the part after its prefix).
    const dump = await t.database.db.execute(sql`select row_to_json(a)::text as r from api_tokens a`);
    const rows = (dump as unknown as { rows: { r: string }[] }).rows.map((r) => r.r).join('\n');
    expect(rows).not.toContain(secret.slice(8));
    const [stored] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads as its owner: the owner's team, and another player's private league is a 404", async () => {
    const { secret } = await create(owner, 'Reader');
    await owner.post('/api/fantasy/team', { name: 'Token Motors' });
    const team = await withToken(secret, '/api/fantasy/team');
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json()).toMatchObject({ team: { name: 'Token Motors' } });
    const hidden = (await other.post('/api/leagues', { name: 'Secret Club', isPrivate: true })).json() as { league: { id: number } };
    const answer = await withToken(secret, `/api/leagues/${hidden.league.id}/members`);
    expect(answer.statusCode).toBe(404);
    expect((await withToken(secret, '/api/events')).statusCode).toBe(200);
  });

  it('never writes: every write, account and admin route answers 403 and nothing changes', async () => {
    // A player of its own, with a token per attempt: every request with a token counts against its limit (5).
    const writer = new TestClient(t.app);
    await writer.signUp(uniqueUser('tokenwriter'));
    await writer.post('/api/fantasy/team', { name: 'Writer Motors' });
    const before = await writer.get('/api/fantasy/team');
    const attempts: [string, 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', unknown?][] = [
      ['/api/fantasy/team/drivers', 'POST', { driverId: 1 }],
      ['/api/leagues', 'POST', { name: 'By token' }],
      ['/api/me/settings', 'PATCH', { notifications: false }],
      ['/api/me/api-tokens', 'POST', { name: 'Minted by a token' }],
      ['/api/me/delete', 'POST', { password: 'correct-horse-battery' }],
      ['/api/auth/change-password', 'POST', { currentPassword: 'correct-horse-battery', newPassword: 'another-password' }],
      ['/api/me/settings', 'GET'],
      ['/api/me/api-tokens', 'GET'],
      ['/api/admin/users', 'GET'],
    ];
    for (const [url, method, body] of attempts) {
      const { secret } = await create(writer, `Writer ${url}`.slice(0, 50));
      const res = await new TestClient(t.app).request({ method, url, headers: bearer(secret), payload: body as never });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ message: API_TOKEN_MESSAGES.readOnly, messageCode: 'apiToken.readOnly' });
    }
    expect((await writer.get('/api/fantasy/team')).body).toBe(before.body);
    expect((await writer.get('/api/me/api-tokens')).json().tokens.map((x: { name: string }) => x.name)).not.toContain('Minted by a token');
  });

  it('answers 401 once revoked, and 401 to unknown or malformed credentials', async () => {
    const { token, secret } = await create(owner, 'Short-lived');
    expect((await withToken(secret, '/api/leagues')).statusCode).toBe(200);
    const revoked = await owner.request({ method: 'DELETE', url: `/api/me/api-tokens/${token.id}` });
    expect(revoked.statusCode).toBe(204);
    const after = await withToken(secret, '/api/leagues');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: API_TOKEN_MESSAGES.revoked });
    expect((await owner.get('/api/me/api-tokens')).json().tokens.map((x: { id: number }) => x.id)).not.toContain(token.id);
    for (const authorization of ['Bearer rfp_unknown', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a b', `Bearer ${'x'.repeat(5000)}`, 'Bearer \u00e9t\u00e9']) {
      const res = await new TestClient(t.app).request({ url: '/api/events', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 30)).toBe(401);
      expect(res.json()).toMatchObject({ message: API_TOKEN_MESSAGES.invalid });
    }
  });

  it("cannot revoke another player's token (404, and the token still works)", async () => {
    const { token, secret } = await create(owner, 'Mine');
    const res = await other.request({ method: 'DELETE', url: `/api/me/api-tokens/${token.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: API_TOKEN_MESSAGES.notFound });
    expect((await withToken(secret, '/api/leagues')).statusCode).toBe(200);
  });

  it('refuses a bad name with its message and keeps at most 10 tokens, creating nothing on refusal', async () => {
    const client = new TestClient(t.app);
    await client.signUp(uniqueUser('tokenlimit'));
    for (const [body, message] of [
      [{ name: '   ' }, COMMON_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(51) }, 'name: Name must be at most 50 characters'],
      [{ name: 'tab\there' }, COMMON_MESSAGES.controlCharacters],
      [{}, COMMON_MESSAGES.nameRequired],
    ] as const) {
      const res = await client.post('/api/me/api-tokens', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await client.get('/api/me/api-tokens')).json().tokens).toEqual([]);
    for (let i = 1; i <= 10; i += 1) await create(client, `Script ${i}`);
    const eleventh = await client.post('/api/me/api-tokens', { name: 'Script 11' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('You can keep at most 10 API tokens. Revoke one to make another');
    expect((await client.get('/api/me/api-tokens')).json().tokens).toHaveLength(10);
  });

  it('records the last use to the minute, on the game clock', async () => {
    const { token, secret } = await create(owner, 'Clocked');
    const at = new Date('2030-03-01T10:00:00Z');
    await t.clock.set(at, { frozen: true });
    try {
      await withToken(secret, '/api/events');
      const listed = () => owner.get('/api/me/api-tokens').then((r) => r.json().tokens.find((x: { id: number }) => x.id === token.id).lastUsedAt);
      expect(await listed()).toBe('2030-03-01T10:00:00.000Z');
      // Within the minute the row is not written again; a minute on, it is.
      await t.clock.set(new Date('2030-03-01T10:00:30Z'), { frozen: true });
      await withToken(secret, '/api/events');
      expect(await listed()).toBe('2030-03-01T10:00:00.000Z');
      await t.clock.set(new Date('2030-03-01T10:01:30Z'), { frozen: true });
      await withToken(secret, '/api/events');
      expect(await listed()).toBe('2030-03-01T10:01:30.000Z');
    } finally {
      await t.clock.reset();
    }
  });

  it('allows exactly 5 requests per window under parallel requests, then 429 with Retry-After', async () => {
    const { secret } = await create(owner, 'Hammer');
    await t.clock.set(new Date('2030-04-01T12:00:00Z'), { frozen: true });
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, () => withToken(secret, '/api/events')));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toMatchObject({ message: API_TOKEN_MESSAGES.tooMany, messageCode: 'apiToken.tooMany' });
      // 20 s into the window, 40 s are left; at its end the token reads again.
      await t.clock.set(new Date('2030-04-01T12:00:20Z'), { frozen: true });
      expect((await withToken(secret, '/api/events')).headers['retry-after']).toBe('40');
      await t.clock.set(new Date('2030-04-01T12:01:00Z'), { frozen: true });
      expect((await withToken(secret, '/api/events')).statusCode).toBe(200);
    } finally {
      await t.clock.reset();
    }
  });
});
