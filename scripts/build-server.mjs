#!/usr/bin/env node
// Bundles the server into dist/server (issue 17, decision 0176): `npm start` then runs plain JavaScript
// instead of compiling ~300 TypeScript files through tsx at every start. Packages stay external: node loads
// them from node_modules as before, so nothing native or WASM is copied. Their JSON files are the exception
// (i18n-iso-countries' languages): Node refuses a JSON import without an import attribute, so those are inlined.
// Usage: node scripts/build-server.mjs [outdir] [entry]   (default dist/server from src/server/main.ts; the tests
// build into their own folder, and the browser tests bundle their server, src/server/testing/e2e-server.ts)
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.resolve(root, process.argv[2] ?? 'dist/server');
const entry = path.resolve(root, process.argv[3] ?? 'src/server/main.ts');

/** @type {import('esbuild').Plugin} */
const packagesExternalButJson = {
  name: 'packages-external-but-json',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shared/') || args.path.startsWith('@server/') || args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [entry],
  outdir,
  // The entry loads the application while the database opens (src/server/main.ts): split chunks beside it.
  splitting: true,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [packagesExternalButJson],
  tsconfig: path.join(root, 'tsconfig.json'),
  sourcemap: true,
  logLevel: 'warning',
});
