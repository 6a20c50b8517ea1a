import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkResponse, responseSchemaFor } from './response-checks';

const webRoot = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('response checks', () => {
  it('see every call of the web app, because each goes through the contract client', () => {
    // The typed client (lib/api.ts) names the endpoint of each call, which is how its answer is checked; a raw
    // request would go unchecked and untyped. The service worker caches answers; it does not call the API.
    const files = sourceFiles(webRoot).map((file) => path.relative(webRoot, file));
    expect(files.length).toBeGreaterThan(100);
    const raw = files.filter(
      (file) => !['lib/api.ts', 'lib/api-client.ts'].includes(file) && /\bapiRequest\b|\bapiClient\b/.test(fs.readFileSync(path.join(webRoot, file), 'utf8')),
    );
    expect(raw).toEqual([]);
  });

  it('pass an answer of the right shape', () => {
    expect(() => checkResponse('GET /api/notifications/unread-count', '/api/notifications/unread-count', { count: 3 })).not.toThrow();
    // A 204 reads as no body.
    expect(() => checkResponse('DELETE /api/me/api-tokens/:id', '/api/me/api-tokens/4', undefined)).not.toThrow();
  });

  it('refuse a drifted answer, naming the call and the field', () => {
    expect(() => checkResponse('GET /api/notifications/unread-count', '/api/notifications/unread-count', { count: '3' })).toThrow(
      /GET \/api\/notifications\/unread-count does not match its schema: count:/,
    );
    expect(() => checkResponse('GET /api/fantasy/team', '/api/fantasy/team', { team: { id: 'seven' } })).toThrow(/team\.id/);
  });

  it('accept any of the successes an endpoint declares, and refuse an undeclared endpoint', () => {
    // A first prediction answers 201, an update 200.
    expect(responseSchemaFor('PUT /api/predictions/:eventId')).toBeDefined();
    expect(responseSchemaFor('GET /api/events/:id/extra')).toBeUndefined();
    expect(() => checkResponse('POST /api/events/:id', '/api/events/12', {})).toThrow('POST /api/events/:id is not declared in src/shared/api/endpoints');
  });
});
