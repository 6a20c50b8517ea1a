#!/usr/bin/env node
// `npm run release`: a folder anyone can deploy (issue 33 part 1, docs/decisions/0200). It holds the built web app,
// the bundled server and command-line tools, the migrations and the seed data, and a package.json whose scripts
// run them; `npm ci --omit=dev` in it installs the production dependencies, and `npm start` serves. The
// Dockerfile runs this same script in its build stage, so the image is this folder plus node_modules.
// Usage: node scripts/release.mjs [outdir] [--web <built web folder>]
//   outdir defaults to dist/release; --web copies an already built web app instead of running `vite build`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const webAt = args.indexOf('--web');
const givenWeb = webAt >= 0 ? path.resolve(args[webAt + 1] ?? '') : null;
const positional = args.filter((_, i) => i !== webAt && i !== webAt + 1);
const out = path.resolve(root, positional[0] ?? 'dist/release');

function run(cmd, cmdArgs) {
  const res = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`release: ${path.basename(cmd)} ${cmdArgs.join(' ')} failed`);
    process.exit(res.status ?? 1);
  }
}

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

// The web app: built now (as `npm run build` does), or taken as given.
let web = givenWeb;
if (!web) {
  run(path.join(root, 'node_modules', '.bin', 'vite'), ['build']);
  web = path.join(root, 'dist', 'web');
}
if (!fs.existsSync(path.join(web, 'index.html'))) {
  console.error(`release: no index.html in ${web}`);
  process.exit(1);
}
fs.cpSync(web, path.join(out, 'dist', 'web'), { recursive: true, filter: (f) => !f.endsWith('.build-stamp') });

// The server and the command-line tools, each bundled the way `npm start` runs the server (decision 0176).
const bundles = [
  ['dist/server', 'src/server/main.ts'],
  ['dist/admin', 'src/server/admin/admin-cli.ts'],
  ['dist/seed', 'src/server/db/seed-cli.ts'],
];
for (const [dir, entry] of bundles) run(process.execPath, [path.join(root, 'scripts', 'build-server.mjs'), path.join(out, dir), entry]);

// Files the server reads at run time, at the same place under the folder as in the project (project-paths.ts).
for (const file of ['src/server/db/migrations', 'src/server/db/seed/data/wrc-seasons.json', 'package-lock.json', 'LICENSE']) {
  if (fs.existsSync(path.join(root, file))) fs.cpSync(path.join(root, file), path.join(out, file), { recursive: true });
}

// The same dependencies as the project (npm ci checks them against the lock file); scripts for the folder only.
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const release = {
  name: pkg.name,
  version: pkg.version,
  private: true,
  type: 'module',
  engines: pkg.engines,
  scripts: {
    start: 'NODE_ENV=production node dist/server/main.mjs',
    admin: 'node dist/admin/admin-cli.mjs',
    seed: 'node dist/seed/seed-cli.mjs',
  },
  overrides: pkg.overrides,
  dependencies: pkg.dependencies,
  devDependencies: pkg.devDependencies,
};
fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(release, null, 2)}\n`);
console.log(`Release folder ready: ${path.relative(root, out) || out}\nIn it: npm ci --omit=dev && npm start   (docs/operations.md)`);
