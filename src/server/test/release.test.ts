import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { killIfRunning, PROJECT_ROOT, startServerProcess, waitUntilReady, type ServerProcess } from './server-process';

// Issue 33 part 1 (docs/decisions/0200): `npm run release` makes a folder that serves on its own, outside the
// project. The web app is a stand-in page here (the browser tests build and serve the real one); the install is
// the project's node_modules linked in, since `npm ci --omit=dev` costs 1–2 minutes on the two-core machine:
// RELEASE_INSTALL=1 runs that real install instead (docs/operations.md says how it was checked).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-release-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(cmd: string, args: string[], cwd: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, NODE_ENV: '' } });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    child.on('exit', (status) => resolve({ status, output }));
  });
}

it('npm run release makes a folder that installs, migrates and serves on its own', { timeout: 300_000 }, async () => {
  const web = path.join(dir, 'web');
  fs.mkdirSync(web);
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><head><title>Rally Fantasy</title></head><body>release stand-in</body></html>');
  const release = path.join(dir, 'release');
  const built = await run(process.execPath, ['scripts/release.mjs', release, '--web', web], PROJECT_ROOT);
  expect(built.status, built.output).toBe(0);

  // What it holds: bundles, the migrations, the seed data, the lock file; no TypeScript source.
  const pkg = JSON.parse(fs.readFileSync(path.join(release, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(pkg.scripts.start).toBe('NODE_ENV=production node dist/server/main.mjs');
  for (const file of ['dist/server/main.mjs', 'dist/admin/admin-cli.mjs', 'dist/seed/seed-cli.mjs', 'dist/web/index.html', 'package-lock.json', 'src/server/db/migrations/meta/_journal.json', 'src/server/db/seed/data/wrc-seasons.json']) {
    expect(fs.existsSync(path.join(release, file)), file).toBe(true);
  }
  const files = fs.readdirSync(release, { recursive: true, encoding: 'utf8' });
  expect(files.filter((f) => /\.tsx?$/.test(f))).toEqual([]);

  if (process.env.RELEASE_INSTALL === '1') {
    const install = await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], release);
    expect(install.status, install.output).toBe(0);
  } else {
    fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(release, 'node_modules'));
  }

  // The command-line tools run from the folder too: the admin tool's usage, refused without a command.
  const admin = spawnSync(process.execPath, ['dist/admin/admin-cli.mjs'], { cwd: release, encoding: 'utf8', env: { ...process.env, DATA_DIR: path.join(dir, 'data') } });
  expect(admin.stdout + admin.stderr).toContain('npm run admin -- promote <email>');

  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess(['dist/server/main.mjs'], { NODE_ENV: 'production', DATA_DIR: path.join(dir, 'data') }, release);
    expect(await waitUntilReady(server), server.output()).toBe(true);
    const page = await fetch(`${server.base}/`);
    expect(await page.text()).toContain('release stand-in');
    const events = await fetch(`${server.base}/api/events`);
    expect(events.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  } finally {
    killIfRunning(server);
  }
});
