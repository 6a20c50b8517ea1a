import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { TestClient, uniqueUser } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

// The first screens of the landing page, the sign-in page and the dashboard are written into their HTML at build
// time, per language (scripts/prerender.ts, decisions 0178, 0180). The server picks the copy for the visitor:
// these are the rules a visitor's first paint rests on.
describe('prerendered first screens', () => {
  const indexHtml = '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
  const startScript = (language: string) => `window.__start=${JSON.stringify(language)}`;
  const page = (language: string) =>
    `<!doctype html><html lang="${language}"><head></head><body><div id="root" data-prerendered=""><h1>${language}</h1></div><script>${startScript(language)}</script></body></html>`;
  let webRoot: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-prerendered-'));
    fs.mkdirSync(path.join(webRoot, 'prerendered'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
    // Three of the five languages, so a language the build did not render is covered too.
    for (const language of ['en', 'fr', 'de']) fs.writeFileSync(path.join(webRoot, 'prerendered', `home.${language}.html`), page(language));
    fs.writeFileSync(path.join(webRoot, 'prerendered', 'login.en.html'), page('login'));
    fs.writeFileSync(path.join(webRoot, 'prerendered', 'dashboard.en.html'), page('dashboard'));
    database = await createTestDatabase();
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, webRoot, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const home = (headers: Record<string, string>) => app.inject({ url: '/', headers: { 'accept-encoding': 'identity', ...headers } });

  it("sends a signed-out visitor the landing page in the best of their browser's languages", async () => {
    const fr = await home({ 'accept-language': 'it;q=0.4, fr-FR, fr;q=0.9' });
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toMatch(/text\/html/);
    expect(fr.body).toBe(page('fr'));
    expect(fr.headers['cache-control']).toBe('no-cache');
    // A shared cache must keep one copy per language and per signed-in state.
    expect(String(fr.headers.vary).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));

    expect((await home({})).body).toBe(page('en'));
    expect((await home({ 'accept-language': 'ja, de;q=0.5' })).body).toBe(page('de'));
  });

  it("prefers the language the visitor chose in the app (its cookie) over the browser's", async () => {
    expect((await home({ 'accept-language': 'fr', cookie: 'theme=dark; language=de' })).body).toBe(page('de'));
    // A cookie naming no language of the game is ignored.
    expect((await home({ 'accept-language': 'fr', cookie: 'language=xx' })).body).toBe(page('fr'));
  });

  it('sends the plain app to a visitor with a session, and where no copy was built', async () => {
    expect((await home({ 'accept-language': 'fr', cookie: 'language=fr; rally.session_token=abc.def' })).body).toBe(indexHtml);
    expect((await home({ 'accept-language': 'fr', cookie: '__Secure-rally.session_token=abc.def' })).body).toBe(indexHtml);
    // Spanish was not rendered: the app draws the page itself.
    expect((await home({ 'accept-language': 'es' })).body).toBe(indexHtml);
    // Only the prerendered pages are: every other page is the app's.
    const register = await app.inject({ url: '/register', headers: { 'accept-encoding': 'identity' } });
    expect(register.body).toBe(indexHtml);
  });

  it('sends the sign-in page prerendered to a visitor, but not with a query, which can change what it shows', async () => {
    const get = (url: string, cookie?: string) => app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
    expect((await get('/login')).body).toBe(page('login'));
    expect((await get('/login?accountDeleted=1')).body).toBe(indexHtml);
    expect((await get('/?from=newsletter')).body).toBe(indexHtml);
    expect((await get('/login', 'rally.session_token=abc.def')).body).toBe(indexHtml);
  });

  it("sends the dashboard's signed-in shell only with a session the server has checked", async () => {
    const get = (cookie?: string) => app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
    // Nobody, or a cookie that is no session: the app, which sends them to sign in.
    expect((await get()).body).toBe(indexHtml);
    expect((await get('rally.session_token=abc.def')).body).toBe(indexHtml);

    const player = new TestClient(app);
    const signUp = await player.signUp(uniqueUser('prerender'));
    expect(signUp.statusCode).toBe(200);
    const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const dashboard = await player.get('/dashboard');
    expect(dashboard.body).toBe(page('dashboard'));
    expect(String(dashboard.headers.vary).toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['cookie']));

    // Signed out, the same cookie is no longer a session.
    expect((await player.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect((await get(cookie)).body).toBe(indexHtml);
  });

  it("lets the prerendered pages' start scripts run under the content security policy, and nothing else inline", async () => {
    const csp = String((await home({})).headers['content-security-policy']);
    for (const language of ['en', 'fr', 'de']) {
      const hash = crypto.createHash('sha256').update(startScript(language)).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(csp).toMatch(/script-src 'self' 'sha256-[^;]*;/);
  });
});
