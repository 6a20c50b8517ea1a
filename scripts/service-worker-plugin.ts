import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The files the worker keeps at install (the app shell): the page, every script and style, the manifest and
 * icons. Fonts and flags (hundreds of files, most pages use a few) are kept when first used instead; the
 * prerendered pages are the server's to choose per request (src/server/http/spa.ts), and never kept.
 */
const PRECACHED = /^(index\.html|favicon\.svg|manifest\.webmanifest|icons\/.+\.png|assets\/.+\.(js|css))$/;

/** Names the build gives with a content hash need no revision: a new content is a new address. */
const HASHED = /^assets\//;

function precacheManifest(outDir: string): { url: string; revision: string | null }[] {
  const files = fs.readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => PRECACHED.test(file))
    .sort();
  return files.map((file) => ({
    url: `/${file}`,
    revision: HASHED.test(file) ? null : crypto.createHash('md5').update(fs.readFileSync(path.join(outDir, file))).digest('hex'),
  }));
}

/**
 * Bundles the service worker (src/web/sw/service-worker.ts) with esbuild into `/sw.js` at the root of the
 * build, with this build's precache list written in place of `self.__WB_MANIFEST` (what workbox-build's
 * injectManifest does, without its hundreds of packages; docs/decisions/0215). Only in the build: the dev
 * server has no worker, so nothing is ever served from a stale cache while developing.
 */
export function serviceWorker(entry: string): Plugin {
  let outDir = '';
  return {
    name: 'rally-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const result = await build({
          entryPoints: [entry],
          bundle: true,
          write: false,
          format: 'iife',
          target: 'es2020',
          minify: true,
          legalComments: 'none',
          // Workbox's development logging is left out of a production bundle.
          define: { 'process.env.NODE_ENV': '"production"' },
        });
        const code = result.outputFiles[0]?.text ?? '';
        const marker = /self\.__WB_MANIFEST/g;
        if ((code.match(marker) ?? []).length !== 1) throw new Error('service worker: expected exactly one self.__WB_MANIFEST');
        fs.writeFileSync(path.join(outDir, 'sw.js'), code.replace(marker, () => JSON.stringify(precacheManifest(outDir))));
      },
    },
  };
}
