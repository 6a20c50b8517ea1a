import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

async function serveThenStop(entry: string[]): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-main-'));
  const port = String(34_000 + Math.floor(Math.random() * 1000));
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: port, HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    let healthy = false;
    for (let i = 0; i < 240 && !healthy && child.exitCode === null; i += 1) {
      try {
        healthy = (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
      } catch {
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    expect(healthy, output).toBe(true);
    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(fs.existsSync(path.join(dir, '.rally-fantasy.lock'))).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('serves, then shuts down cleanly on SIGTERM and frees the data folder', { timeout: 120_000 }, async () => {
  await serveThenStop(['--import', 'tsx', 'src/server/main.ts']);
});

// `npm start` runs the server bundled by esbuild (decision 0176): it must find its migrations and load every
// package the source does, from a folder of its own.
it('serves the same way from the bundle npm start runs', { timeout: 120_000 }, async () => {
  const outdir = path.join(root, 'dist', `test-server-${process.pid}`);
  try {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', outdir], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    await serveThenStop([path.join(outdir, 'main.mjs')]);
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
});
