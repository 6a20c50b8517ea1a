import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/test-database';
import { createTestApp, TestClient, uniqueUser, type TestApp } from '../test/test-app';
import { MESSAGES } from './app-error';

describe('API conventions', () => {
  let t: TestApp;
  let signedIn: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    signedIn = new TestClient(t.app);
    await signedIn.signUp(uniqueUser());
  });
  afterAll(async () => t.close());

  it('reports health after touching the database', async () => {
    const res = await new TestClient(t.app).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('serves OpenAPI docs that list the routes', async () => {
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(expect.arrayContaining(['/api/me', '/api/health']));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the stable code of a catalogue message beside the English text (issue 15)', async () => {
    const anonymous = await new TestClient(t.app).get('/api/me');
    expect(anonymous.json()).toMatchObject({ message: MESSAGES.unauthenticated, messageCode: 'general.unauthenticated' });
    const missing = await t.app.inject({ url: '/api/no-such-thing' });
    expect(missing.json()).toMatchObject({ message: MESSAGES.notFound, messageCode: 'general.notFound' });
    // A validation answer puts the field in front of the text; the code is the text's.
    const invalid = await signedIn.request({ method: 'PATCH', url: '/api/me/settings', payload: { language: 'xx' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ messageCode: 'account.languageInvalid' });
  });

  it('refuses writes from another origin or without one, and changes nothing', async () => {
    const evil = await signedIn.request({
      method: 'POST',
      url: '/api/notifications/read-all',
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe(MESSAGES.untrustedAddress);
    const none = await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', payload: {} });
    expect(none.statusCode).toBe(403);
  });

  it('accepts only JSON bodies on writes (415 otherwise)', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await signedIn.request({
        method: 'POST',
        url: '/api/notifications/read-all',
        payload: 'a=b',
        headers: { 'content-type': type },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(MESSAGES.jsonOnly);
    }
  });

  it('rejects unknown fields in a body with a clear 400', async () => {
    const res = await signedIn.post('/api/notifications/read-all', { everything: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('everything');
  });

  it('serves a signed-in write and 401s an anonymous one', async () => {
    expect((await signedIn.post('/api/notifications/read-all', {})).json()).toEqual({ updated: 0 });
    const anon = await new TestClient(t.app).post('/api/notifications/read-all', {});
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('User not authenticated');
  });

  it('sends security headers, on refused and unknown requests too', async () => {
    const answers = [
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/no-such-thing' }),
      await t.app.inject({ url: '/api/drivers?x=%00' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // Plain http (tests): no HSTS and no upgrade, which would break a local server.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('asks browsers for https only when the public address is https', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://rally.example' });
    const app = await buildApp({ config, database, webRoot: null, logger: false });
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    await app.close();
    await database.close();
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a generic message and no stack trace', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, webRoot: null, logger: false });
    app.get('/api/explode', { config: { access: 'public' }, schema: { operationId: 'explode' } }, async () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    const res = await app.inject({ url: '/api/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: MESSAGES.internal, messageCode: 'general.internal' });
    expect(res.body).not.toContain('secret');
    await app.close();
    await database.close();
  });
});

describe('access declarations', () => {
  it('refuse to register an /api route that does not declare who may call it', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, webRoot: null, logger: false });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no access level/);
    // Nor one the OpenAPI document would publish without an operationId (issue 34), nor a token on a write.
    expect(() => app.get('/api/unnamed', { config: { access: 'public' } }, async () => ({}))).toThrow(
      'Route GET /api/unnamed has no operationId: declare it in src/shared/api/endpoints and register it with serve()',
    );
    expect(() => app.post('/api/token-write', { config: { access: 'signedIn', apiToken: true }, schema: { operationId: 'tokenWrite' } }, async () => ({}))).toThrow(
      'Route POST /api/token-write accepts API tokens but is not a public or signedIn GET',
    );
    await app.close();
    await database.close();
  });
});
