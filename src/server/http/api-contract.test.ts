import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_GROUPS, ENDPOINTS } from '@shared/api/endpoints';
import { endpointKey } from '@shared/api/endpoints/define';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The contract of src/shared/api/endpoints is what the server serves (issue 34 part 2): each declared endpoint
 * is a route registered from its declaration, and each /api route is declared.
 */
describe('the API contract', () => {
  let t: TestApp;
  const endpoints = Object.values(ENDPOINTS);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('gives each endpoint its own name and its own method and path', () => {
    const named = ENDPOINT_GROUPS.flatMap((group) => Object.keys(group));
    expect(new Set(named).size).toBe(named.length);
    expect(endpoints).toHaveLength(named.length);
    const keys = endpoints.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('serves every declared endpoint from its declaration, with the access it declares', () => {
    const served = new Map(t.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r]));
    for (const endpoint of endpoints) {
      const route = served.get(endpointKey(endpoint));
      expect(route, endpointKey(endpoint)).toMatchObject({ endpoint: endpoint.operationId, access: endpoint.access, apiToken: Boolean(endpoint.apiToken) });
    }
  });

  it('declares every /api route the server answers', () => {
    const undeclared = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.endpoint)
      .map((r) => `${r.method} ${r.url}`);
    // The scan must see the routes, or this would pass on nothing.
    expect(t.app.registeredRoutes.filter((r) => r.endpoint).length).toBeGreaterThan(100);
    expect(undeclared).toEqual([]);
  });

  it('validates the input and shapes the answer by the declaration', async () => {
    const refused = await t.app.inject({ url: '/api/drivers?teamId=first' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const answered = await t.app.inject({ url: '/api/standings/drivers?season=2026' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ season: 2026, standings: expect.any(Array) });
  });
});
