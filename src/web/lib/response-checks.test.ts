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

/** Every `apiClient.<method>(<literal path>` of the web app, with `${…}` standing for one path segment. */
function apiCalls(): { method: string; url: string; file: string }[] {
  const call = /apiClient\.(get|post|put|patch|delete)(?:<[^(]*?>)?\(\s*(['`])(\/api\/[^'`]*)\2/g;
  return sourceFiles(webRoot).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(call)].map((m) => ({
      method: m[1]!.toUpperCase(),
      url: m[3]!.replace(/\$\{[^}]*\}/g, 'x').split('?')[0]!,
      file: path.relative(webRoot, file),
    })),
  );
}

describe('response checks', () => {
  it('list a schema for every API call the web makes', () => {
    const calls = apiCalls();
    // The scan itself must find the app's calls, or this test would pass on nothing.
    expect(calls.length).toBeGreaterThan(40);
    const missing = calls.filter((c) => !responseSchemaFor(c.method, c.url)).map((c) => `${c.method} ${c.url} (${c.file})`);
    expect(missing).toEqual([]);
  });

  it('pass an answer of the right shape and ignore the query string', () => {
    // A call through the contract's client names its endpoint, whose declaration holds the schema.
    expect(() => checkResponse('GET', '/api/notifications/unread-count', { count: 3 }, 'GET /api/notifications/unread-count')).not.toThrow();
    expect(responseSchemaFor('GET', '/api/leagues?scope=mine')).toBeDefined();
  });

  it('refuse a drifted answer, naming the field', () => {
    expect(() => checkResponse('GET', '/api/notifications/unread-count', { count: '3' }, 'GET /api/notifications/unread-count')).toThrow(
      /GET \/api\/notifications\/unread-count does not match its schema: count:/,
    );
    expect(() => checkResponse('GET', '/api/fantasy/team', { team: { id: 'seven' } })).toThrow(/team\.id/);
  });

  it('match parameters to one path segment only', () => {
    expect(responseSchemaFor('GET', '/api/events/12')).toBeDefined();
    expect(responseSchemaFor('GET', '/api/events/12/extra')).toBeUndefined();
    expect(responseSchemaFor('POST', '/api/events/12')).toBeUndefined();
  });
});
