#!/usr/bin/env node
// `npm start` builds the web app only when its sources changed since the last build (issue 17): a hash of
// src/web, src/shared, the Vite config and the lock file is kept in dist/web/.build-stamp; when it matches,
// the build is skipped. `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist', 'web');
const stampFile = path.join(outDir, '.build-stamp');
const inputs = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((e) => files(path.join(entry, e.name)))
    .filter((f) => !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'));
}

const hash = crypto.createHash('sha256');
for (const file of inputs.flatMap(files).sort()) {
  hash.update(file);
  hash.update('\0');
  hash.update(fs.readFileSync(path.join(root, file)));
  hash.update('\0');
}
const stamp = hash.digest('hex');
const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
if (previous === stamp && fs.existsSync(path.join(outDir, 'index.html'))) {
  console.log('Web app unchanged since the last build: not rebuilding (npm run build forces it).');
  process.exit(0);
}
const build = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
fs.writeFileSync(stampFile, `${stamp}\n`);
