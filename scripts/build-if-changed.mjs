#!/usr/bin/env node
// `npm start` builds only what changed since the last build (issue 17, decision 0176): the web app (Vite) when
// src/web, src/shared or their config changed, the server bundle (scripts/build-server.mjs) when src/server,
// src/shared or theirs did. A fingerprint of each part's inputs is kept beside its output (`.build-stamp`); when it
// matches, that build is skipped. `npm run build` always builds both.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const common = ['src/shared', 'package-lock.json', 'tsconfig.json'];
const parts = [
  {
    name: 'Web app',
    outDir: 'dist/web',
    output: 'index.html',
    inputs: ['src/web', 'vite.config.ts', 'scripts/prerender.ts', 'scripts/precompress.ts', ...common],
    command: [path.join(root, 'node_modules', '.bin', 'vite'), ['build']],
  },
  {
    name: 'Server',
    outDir: 'dist/server',
    output: 'main.mjs',
    inputs: ['src/server', 'scripts/build-server.mjs', ...common],
    command: [process.execPath, [path.join(root, 'scripts', 'build-server.mjs')]],
  },
];

/** The input files under `entry` (tests left out), each with its stat, read once. */
function files(entry) {
  let stat;
  try {
    stat = fs.statSync(path.join(root, entry));
  } catch {
    return [];
  }
  if (stat.isFile()) return entry.endsWith('.test.ts') || entry.endsWith('.test.tsx') ? [] : [{ file: entry, stat }];
  return fs.readdirSync(path.join(root, entry)).flatMap((name) => files(path.join(entry, name)));
}

// Each input's path, size and modification time, not its content: reading ~900 files cost a quarter of a second
// of every start. An edit or a checkout changes the time; a file touched without a change costs one rebuild.
function stampOf(inputs) {
  const hash = crypto.createHash('sha256');
  const all = inputs.flatMap(files).sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  for (const { file, stat } of all) hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\0`);
  return hash.digest('hex');
}

/** Builds each part whose inputs changed; exits the process with the build's status when one fails. */
export function buildIfChanged() {
  for (const part of parts) {
    const outDir = path.join(root, part.outDir);
    const stampFile = path.join(outDir, '.build-stamp');
    const stamp = stampOf(part.inputs);
    const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
    if (previous === stamp && fs.existsSync(path.join(outDir, part.output))) {
      console.log(`${part.name} unchanged since the last build: not rebuilding (npm run build forces it).`);
      continue;
    }
    const [command, args] = part.command;
    const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    fs.writeFileSync(stampFile, `${stamp}\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildIfChanged();
