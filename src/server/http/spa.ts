import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** sha256 sources for the inline scripts of index.html (the pre-paint theme script) so CSP can allow exactly them. */
export function inlineScriptHashes(webRoot: string): string[] {
  const indexFile = path.join(webRoot, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
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
  const checkedIndex = checkResponses
    ? fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8').replace('<head>', `<head>\n    ${CHECK_RESPONSES_META}`)
    : null;
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const file = urlPath.slice(1);
    if (builtFiles.has(file)) return reply.sendFile(file);
    reply.header('cache-control', 'no-cache');
    if (checkedIndex) return reply.type('text/html; charset=utf-8').send(checkedIndex);
    return reply.type('text/html').sendFile('index.html');
  });
}
