import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string }> };
}

/** The served OpenAPI document is one a client generator can trust (issue 34 part 1). */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));
  const op = (method: string, path: string) => doc.paths[path]![method]!;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://rally.example.org/' } });
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
  });
  afterAll(async () => t.close());

  it('names its server from PUBLIC_URL', () => {
    expect(doc.servers).toEqual([{ url: 'https://rally.example.org', description: 'This server' }]);
  });

  it('gives every operation a unique operationId and a security requirement', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(({ op }) => !op.operationId).map(({ key }) => key)).toEqual([]);
    const ids = all.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(all.filter(({ op }) => !Array.isArray(op.security)).map(({ key }) => key)).toEqual([]);
  });

  it('declares the session cookie and the API token, per the access each route declares', () => {
    expect(doc.components.securitySchemes).toMatchObject({ sessionCookie: { type: 'apiKey', in: 'cookie' }, apiToken: { type: 'http', scheme: 'bearer' } });
    expect(op('get', '/api/events').security).toEqual([]);
    expect(op('post', '/api/auth/sign-in/email').security).toEqual([]);
    expect(op('get', '/api/leagues/{id}/members')).toMatchObject({ operationId: 'getLeagueTable', security: [{ sessionCookie: [] }, { apiToken: [] }] });
    expect(op('post', '/api/leagues').security).toEqual([{ sessionCookie: [] }]);
    expect(op('get', '/api/admin/users').security).toEqual([{ sessionCookie: [] }]);
    // Every operation that lists the token scheme is a read.
    const tokenWrites = operations().filter(({ key, op }) => !key.startsWith('GET ') && op.security?.some((s) => 'apiToken' in s));
    expect(tokenWrites).toEqual([]);
  });

  it('lists the 4xx answers in our error shape', () => {
    const table = op('get', '/api/leagues/{id}/members').responses;
    expect(Object.keys(table)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '429']));
    expect(table['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    const admin = op('get', '/api/admin/users').responses;
    expect(admin['401']).toBeDefined();
    expect(admin['403']).toBeDefined();
    const missing4xx = operations().filter(({ op }) => !Object.keys(op.responses).some((s) => s.startsWith('4')));
    expect(missing4xx.map(({ key }) => key)).toEqual([]);
  });

  it('is also a file to download, the same document', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="rally-fantasy-openapi.json"');
    expect(res.json()).toEqual(doc);
  });

  // Redocly's recommended ruleset, as an outside generator's user would run it. Needs the dev dependency
  // @redocly/openapi-core (2.64.0); the import is by name so the rest of the suite compiles without it.
  it("passes Redocly's recommended ruleset with no error", async () => {
    const specifier = '@redocly/openapi-core';
    const redocly = (await import(/* @vite-ignore */ specifier).catch(() => {
      throw new Error('install the dev dependency @redocly/openapi-core@2.64.0 to lint the OpenAPI document');
    })) as {
      createConfig(config: { extends: string[] }): Promise<unknown>;
      lintFromString(options: { source: string; absoluteRef: string; config: unknown }): Promise<{ severity: string; ruleId: string; message: string; location: { pointer?: string }[] }[]>;
    };
    const config = await redocly.createConfig({ extends: ['recommended'] });
    const problems = await redocly.lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
  });
});
