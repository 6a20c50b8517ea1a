import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@shared/constants/enums';
import { isPrerenderedPage, PRERENDERED_PAGES, prerenderedFile, type PrerenderedPage } from '@shared/prerendered-pages';
import { sessionCookieValue } from '../auth/session-memo';
import { preferredLanguage } from '../lib/preferred-language';

/**
 * sha256 sources for the inline scripts of the built pages (index.html: the pre-paint theme script and the
 * first-page preloads; the prerendered pages: their start script) so CSP can allow exactly them.
 */
export function inlineScriptHashes(webRoot: string): string[] {
  const prerenderedDir = path.join(webRoot, 'prerendered');
  const pages = [
    path.join(webRoot, 'index.html'),
    ...(fs.existsSync(prerenderedDir) ? fs.readdirSync(prerenderedDir).filter((f) => f.endsWith('.html')).map((f) => path.join(prerenderedDir, f)) : []),
  ].filter((file) => fs.existsSync(file));
  const hashes = new Set<string>();
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? '';
      if (body.trim()) hashes.add(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** Every file of the build by its URL path without the leading slash; the build never changes while serving. */
function listBuiltFiles(webRoot: string): Set<string> {
  const files = fs.readdirSync(webRoot, { recursive: true, withFileTypes: true });
  return new Set(
    files
      // Dot files (the build stamp) are the build's bookkeeping, not the web app's.
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => path.relative(webRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
}

/** The marker the web app's fetch wrapper looks for to check answers (src/web/lib/api-client.ts). */
export const CHECK_RESPONSES_META = '<meta name="rally-check-responses" content="1" />';

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * The prerendered HTML of a page (scripts/prerender.ts) for this request, or null. A visitor's page only
 * without a session cookie (a signed-in player's header and data differ); a player's page only with a session
 * that is valid now (an expired one gets the app, which sends them to sign in). Only for the bare address (a
 * query can change what the page shows), in the language the app will show them (the browser's language
 * cookie, else Accept-Language), and only when the build made it.
 */
async function prerenderedFor(request: FastifyRequest, page: PrerenderedPage, builtFiles: Set<string>): Promise<string | null> {
  if (request.url.includes('?')) return null;
  if (PRERENDERED_PAGES[page].audience === 'visitor') {
    if (sessionCookieValue(request)) return null;
  } else if (!(await request.server.lookupSessionUser(request))) return null;
  const chosen = LANGUAGE_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];
  const file = prerenderedFile(page, preferredLanguage(chosen, request.headers['accept-language']));
  return builtFiles.has(file) ? file : null;
}

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API GET gets index.html. Text files
 * go out as the build compressed them (`.br` / `.gz` beside each, chosen by Accept-Encoding, with
 * `Vary: Accept-Encoding`; docs/decisions/0170).
 */
export async function registerSpa(app: FastifyInstance, webRoot: string, { checkResponses = false } = {}): Promise<void> {
  if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
    app.log.warn({ webRoot }, 'web app not built: run `npm run build` to serve the game pages');
    return;
  }
  // No route per file (`serve: false`): the catch-all below serves the build's files from a list made once.
  // Registering a GET and a HEAD route for each of the ~1,200 built files cost a third of a second at every
  // start (issue 17, decision 0176), and the catch-all was needed for the SPA's paths anyway.
  const builtFiles = listBuiltFiles(webRoot);
  await app.register(fastifyStatic, {
    root: webRoot,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // With response checks on (browser tests), every HTML page carries the marker, read once here.
  const withCheckMarker = (file: string) => fs.readFileSync(path.join(webRoot, file), 'utf8').replace('<head>', `<head>\n    ${CHECK_RESPONSES_META}`);
  const checkedPages = checkResponses
    ? new Map([...builtFiles].filter((file) => file === 'index.html' || (file.startsWith('prerendered/') && file.endsWith('.html'))).map((file) => [file, withCheckMarker(file)]))
    : null;
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const file = urlPath.slice(1);
    if (builtFiles.has(file)) return reply.sendFile(file);
    reply.header('cache-control', 'no-cache');
    let page = 'index.html';
    if (isPrerenderedPage(urlPath)) {
      // The answer depends on both; a shared cache must not give one visitor's page to another.
      reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie');
      page = (await prerenderedFor(request, urlPath, builtFiles)) ?? page;
    }
    const checked = checkedPages?.get(page);
    if (checked) return reply.type('text/html; charset=utf-8').send(checked);
    return reply.type('text/html').sendFile(page);
  });
}
