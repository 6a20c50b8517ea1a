import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';

// The web app's files are served by the catch-all route from a list made at start (decision 0176), not by a
// route per file: these are the answers the browser relies on.
describe('serving the built web app', () => {
  const script = 'console.log("rally");'.repeat(100);
  const indexHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
  let webRoot: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-web-'));
    fs.mkdirSync(path.join(webRoot, 'assets', 'nested'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(webRoot, '.build-stamp'), 'secret-stamp\n');
    fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *\n');
    fs.writeFileSync(path.join(webRoot, 'assets', 'entry-abc.js'), script);
    fs.writeFileSync(path.join(webRoot, 'assets', 'entry-abc.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(webRoot, 'assets', 'entry-abc.js.gz'), gzipSync(script));
    fs.writeFileSync(path.join(webRoot, 'assets', 'nested', 'flag.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch",()=>{});');
    fs.writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Rally Fantasy"}');
    database = await createTestDatabase();
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, webRoot, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends a hashed asset as the build compressed it, cached for a year', async () => {
    const br = await app.inject({ url: '/assets/entry-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);

    const gz = await app.inject({ url: '/assets/entry-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url: '/assets/entry-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends files in sub-folders and at the root, and answers HEAD', async () => {
    const svg = await app.inject({ url: '/assets/nested/flag.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/svg/);
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *\n');
    expect(robots.headers['cache-control']).toBe('no-cache');
    const head = await app.inject({ method: 'HEAD', url: '/assets/entry-abc.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers the web app for its own paths, never a dot file or a path outside the build', async () => {
    for (const url of ['/', '/dashboard', '/drivers/12?tab=results', '/.build-stamp', '/assets/missing.js', '/../package.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(indexHtml);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the service worker and the manifest uncached, and lets the page use only its own (decision 0215)', async () => {
    const worker = await app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // Never kept by an HTTP cache: the browser checks it at each visit, so a new deployment is seen.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const csp = String(worker.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
